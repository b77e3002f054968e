import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as OTPAuth from 'otpauth';
import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationBody, sampleEntries } from '../server/features/charities/charity-fixtures.testing';
import { account, BASE_URL, launch, loginAs, newContext, open, signIn } from './support/browser';
import { catalog, exact, text } from './support/wizard';

/*
 * CSRF from another origin of the same site, in Chromium, as a signed-in admin. The site is served at
 * http://127.0.0.1:<port>; the attacker's page at http://127.0.0.1:<another port>: another origin, but
 * the same site (a site is the scheme and host, never the port), so the admin's SameSite=Lax session
 * cookie goes with every request that page makes. The page tries what an audit did with `/%61pi/`
 * paths: approve the attacker's charity, import a registry file, reset another staff member's
 * two-factor, add to the media library; none of it may happen, while the site itself still works.
 */

let browser: Browser;
let attacker: Server;
let attackerUrl: string;
const en = catalog('en', 'charities');

beforeAll(async () => {
  browser = await launch();
  attacker = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      '<!doctype html><html lang="en"><title>Win a car</title><h1>Win a car</h1><iframe name="sink"></iframe>',
    );
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`;
  expect(new URL(attackerUrl).origin).not.toBe(new URL(BASE_URL).origin);
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => attacker?.close(resolve));
});

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

describe('a page on another origin of the same site', () => {
  it('cannot act as the signed-in admin, however it writes /api; the site itself still can', async () => {
    // The state the attacker wants to change, set up through the API.
    const admin = await newContext(browser, 'en');
    await signIn(admin.request, 'admin');
    const editor = (
      await json<{ users: { id: string; username: string }[] }>(admin.request, '/api/users?search=editor')
    ).users.find((u) => u.username === account('editor').username)!;
    await admin.request.post(`/api/users/${editor.id}/two-factor/reset`);
    const editorCtx = await newContext(browser, 'en');
    await signIn(editorCtx.request, 'editor');
    const enrol = (await (
      await editorCtx.request.post('/api/account/two-factor/enrol', {
        data: { password: account('editor').password },
      })
    ).json()) as { secret: string };
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(enrol.secret) });
    const verified = await editorCtx.request.post('/api/account/two-factor/verify', {
      data: { code: totp.generate() },
    });
    expect(verified.ok(), await verified.text()).toBe(true);
    await editorCtx.close();

    let charity: { id: number; number: string } | undefined;
    for (const entry of sampleEntries().registered.filter((e) => e.province === 'ON')) {
      const res = await admin.request.post('/api/charities', {
        data: registrationBody(entry, `csrf-${Date.now() % 100000}@example.org`),
      });
      if (res.status() === 201) {
        charity = { id: ((await res.json()) as { id: number }).id, number: entry.number };
        break;
      }
    }
    expect(charity, 'a pending charity').toBeTruthy();
    const importsBefore = (
      await json<{ items: { id: number }[] }>(admin.request, '/api/admin/registry/imports')
    ).items[0]?.id;
    const mediaBefore = (await json<{ total: number }>(admin.request, '/api/admin/media')).total;

    // The admin signs in on the real site, then visits the attacker's page in the same browser.
    const page = await admin.newPage();
    await loginAs(page, 'admin');
    await page.goto(attackerUrl);
    await page.getByRole('heading', { name: 'Win a car' }).waitFor();
    const sent = await page.evaluate(
      async ({ site, charityId, editorId }) => {
        const paths = (rest: string) =>
          ['/%61pi', '/ap%69', '/%61%70%69', '/%41pi', '//api', '/api'].map((p) => p + rest);
        const png = Uint8Array.from(
          atob(
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
          ),
          (c) => c.charCodeAt(0),
        );
        const outcomes: string[] = [];
        const send = async (path: string, init: RequestInit) => {
          try {
            // no-cors: a "simple" request, sent without asking the site first (no preflight), with cookies.
            const res = await fetch(site + path, {
              method: 'POST',
              mode: 'no-cors',
              credentials: 'include',
              ...init,
            });
            outcomes.push(`${path} ${res.type}`);
          } catch (error) {
            outcomes.push(`${path} ${String(error)}`);
          }
        };
        for (const path of paths(`/admin/charities/${charityId}/approve`)) await send(path, {});
        for (const path of paths(`/users/${editorId}/two-factor/reset`)) await send(path, {});
        for (const path of paths('/admin/registry/imports?fileName=forged.tsv'))
          await send(path, { body: 'BN\tName\tStatus\n123456789RR0001\tForged\tRegistered\n' });
        for (const path of paths('/admin/media')) {
          const form = new FormData();
          form.append('altEn', 'forged');
          form.append('altFr', 'forgé');
          form.append('file', new Blob([png], { type: 'image/png' }), 'forged.png');
          await send(path, { body: form });
        }
        // A form posted into a frame: a navigation, the other way a page sends requests elsewhere.
        for (const [enctype, path] of [
          ['text/plain', `/%61pi/admin/charities/${charityId}/approve`],
          ['application/x-www-form-urlencoded', `/ap%69/users/${editorId}/two-factor/reset`],
          ['multipart/form-data', '/%61%70%69/admin/media'],
        ] as const) {
          const form = document.createElement('form');
          Object.assign(form, { method: 'POST', action: site + path, enctype, target: 'sink' });
          const input = Object.assign(document.createElement('input'), { name: 'a', value: 'b' });
          form.append(input);
          document.body.append(form);
          const frame = document.querySelector('iframe')!;
          const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
          form.submit();
          await loaded;
          outcomes.push(`form ${enctype} ${path}`);
        }
        return outcomes;
      },
      { site: new URL(BASE_URL).origin, charityId: charity!.id, editorId: editor.id },
    );
    expect(sent.length).toBe(4 * 6 + 3);

    // Nothing happened (each checked, so a failure names every action that went through).
    const pending = await json<{ items: { id: number; verificationStatus: string }[] }>(
      admin.request,
      `/api/charities?search=${charity!.number}`,
    );
    expect.soft(pending.items.find((c) => c.id === charity!.id)?.verificationStatus).toBe('pending');
    const users = await json<{ users: { id: string; twoFactorEnabled: boolean }[] }>(
      admin.request,
      '/api/users?search=editor',
    );
    expect.soft(users.users.find((u) => u.id === editor.id)?.twoFactorEnabled).toBe(true);
    expect
      .soft(
        (await json<{ items: { id: number }[] }>(admin.request, '/api/admin/registry/imports')).items[0]?.id,
      )
      .toBe(importsBefore);
    expect.soft((await json<{ total: number }>(admin.request, '/api/admin/media')).total).toBe(mediaBefore);

    // The site itself still works, from its own pages: the admin approves the charity in the list...
    await open(page, '/admin/charities');
    await page.getByLabel(exact(text(en, 'admin.search'))).fill(charity!.number);
    const actions = page.getByRole('button', { name: /^actions for/i });
    await expect.poll(() => actions.count()).toBe(1);
    await actions.click();
    await page.getByRole('menuitem', { name: exact(text(en, 'admin.approve')) }).click();
    await expect
      .poll(() => page.getByText(exact(text(en, 'admin.approvedTitle'))).count())
      .toBeGreaterThan(0);
    // ...and resets the editor's two-factor from the site's own origin (the demo editor is shared).
    const reset = await page.evaluate(
      async (id) => (await fetch(`/api/users/${id}/two-factor/reset`, { method: 'POST' })).status,
      editor.id,
    );
    expect(reset).toBe(200);
    await admin.close();
  });
});
