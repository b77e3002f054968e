import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInCanada } from '@shared/canada-date';
import { settlementLines, settlements, payoutItems } from '../../db/schema/money';
import { emailOutbox } from '../../db/schema/platform';
import { auditLog } from '../../db/schema/platform';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { insertAuction, signedInDealer } from '../auctions/auction-fixtures.testing';
import { insertDonation, insertPortalAccess } from '../donations/donation-fixtures.testing';
import { multipartBody } from '../../test/support/multipart';
import { charityWithAccount, ledgerCents, sellAtAuction } from './money-fixtures.testing';

let t: TestApp;
let admin: string;
let editor: string;
let dealerId: number;
let dealerCookie: string;
let donorUser: string;
beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'admin', 'money-admin');
  admin = await login(t, 'money-admin');
  await addUser(t, 'editor', 'money-editor');
  editor = await login(t, 'money-editor');
  await addUser(t, 'user', 'money-user');
  donorUser = await login(t, 'money-user');
  const dealer = await signedInDealer(t, 'money-dealer');
  dealerId = dealer.dealer.id;
  dealerCookie = dealer.cookie;
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  cookie?: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** French amounts use no-break spaces; the assertions read them as spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

async function expectBalanced(charityId: number) {
  const l = await ledgerCents(t, charityId);
  expect(l.net).toBe(l.paid + l.open + l.unpaid);
  expect(l.carried).toBe(l.paid + l.open);
  return l;
}

describe('settlement of a sale', () => {
  it('an auction sale records gross, default costs and net in its transaction; the charity is told in French', async () => {
    const { charity } = await charityWithAccount(t, 'settle-fr', {
      locale: 'fr',
      name: 'Croix-Rouge canadienne',
    });
    const { donation } = await sellAtAuction(t, {
      charityId: charity.id,
      dealerId,
      amount: '1600.00',
      admin,
      donation: { locale: 'en', firstName: 'Dana' },
    });
    const [s] = await t.database.db.select().from(settlements).where(eq(settlements.donationId, donation.id));
    expect(s).toMatchObject({ charityId: charity.id, saleKind: 'auction', saleDate: todayInCanada() });
    const lines = await t.database.db
      .select()
      .from(settlementLines)
      .where(eq(settlementLines.settlementId, s!.id));
    // Defaults in the settings: towing $75, processing 10 %.
    expect(lines.map((l) => [l.kind, l.amount])).toEqual([
      ['gross', '1600.00'],
      ['towing', '-75.00'],
      ['processing', '-160.00'],
    ]);
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, charity.email!));
    const sale = mails.find((m) => m.template === 'charity-sale-settled')!;
    expect(sale.locale).toBe('fr');
    const text = plain(sale.textBody);
    expect(text).toContain('Produit brut : 1 600,00 $');
    expect(text).toContain('Remorquage : 75,00 $');
    expect(text).toContain('1 365,00 $');
    const donor = (
      await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, donation.email))
    ).find((m) => m.template === 'donation-sold')!;
    expect(donor.textBody).toContain('$1,365.00 of the $1,600.00 went to Croix-Rouge canadienne.');
    const l = await expectBalanced(charity.id);
    expect(l).toMatchObject({ net: 136_500, unpaid: 136_500, open: 0, paid: 0 });
  });

  it('a charity fee schedule applies from its date; the costs never take the net below zero', async () => {
    const { charity } = await charityWithAccount(t, 'settle-sched');
    const past = await call('POST', '/api/admin/fee-schedules', admin, {
      charityId: charity.id,
      effectiveFrom: '2020-01-01',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors.effectiveFrom).toMatch(/today or later/);
    const bad = await call('POST', '/api/admin/fee-schedules', admin, {
      charityId: charity.id,
      effectiveFrom: todayInCanada(),
      processingPercent: '101',
      towingFlat: -5,
    });
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['processingPercent', 'towingFlat']);
    const created = await call('POST', '/api/admin/fee-schedules', admin, {
      charityId: charity.id,
      effectiveFrom: todayInCanada(),
      saleFeePercent: '12.5',
      towingFlat: '200',
      taxPercent: 13,
      note: 'Agreed at approval',
    });
    expect(created.statusCode).toBe(201);
    expect(
      (await call('POST', '/api/admin/fee-schedules', editor, { charityId: charity.id })).statusCode,
    ).toBe(403);

    const { donation } = await sellAtAuction(t, {
      charityId: charity.id,
      dealerId,
      amount: '1000.00',
      admin,
    });
    const [s] = await t.database.db.select().from(settlements).where(eq(settlements.donationId, donation.id));
    const lines = await t.database.db
      .select()
      .from(settlementLines)
      .where(eq(settlementLines.settlementId, s!.id));
    // 200 towing + 125 sale fee = 325, tax 13 % of 325 = 42.25.
    expect(lines.map((l) => [l.kind, l.amount])).toEqual([
      ['gross', '1000.00'],
      ['towing', '-200.00'],
      ['sale_fee', '-125.00'],
      ['tax', '-42.25'],
    ]);
    expect(s!.feeScheduleId).toBe(created.json().id);

    // A scrap sale of $150 against $200 of towing: capped at zero, never negative.
    const cheap = await sellAtAuction(t, { charityId: charity.id, dealerId, amount: '150.00', admin });
    const [c] = await t.database.db
      .select()
      .from(settlements)
      .where(eq(settlements.donationId, cheap.donation.id));
    const capped = await t.database.db
      .select()
      .from(settlementLines)
      .where(eq(settlementLines.settlementId, c!.id));
    expect(capped.reduce((sum, l) => sum + Math.round(Number(l.amount) * 100), 0)).toBe(0);
    expect(capped.at(-1)!.kind).toBe('cap');
    await expectBalanced(charity.id);
  });

  it('lines are append-only: a correction is a new line with its reason, audited', async () => {
    const { charity } = await charityWithAccount(t, 'settle-fix');
    const { donation } = await sellAtAuction(t, { charityId: charity.id, dealerId, amount: '900.00', admin });
    const [s] = await t.database.db.select().from(settlements).where(eq(settlements.donationId, donation.id));
    await expect(
      t.database.db
        .update(settlementLines)
        .set({ amount: '0' })
        .where(eq(settlementLines.settlementId, s!.id)),
    ).rejects.toThrow();
    await expect(
      t.database.db.delete(settlementLines).where(eq(settlementLines.settlementId, s!.id)),
    ).rejects.toThrow();
    const noReason = await call('POST', `/api/admin/settlements/${s!.id}/corrections`, admin, {
      amount: -40,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors.reason).toBeTruthy();
    const fixed = await call('POST', `/api/admin/settlements/${s!.id}/corrections`, admin, {
      amount: '-40.00',
      reason: 'Storage invoice received late',
    });
    expect(fixed.statusCode).toBe(201);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settlement.correct'), eq(auditLog.entityId, String(s!.id))));
    expect(entry!.details).toMatchObject({ amount: '-40.00', reason: 'Storage invoice received late' });
    const l = await expectBalanced(charity.id);
    expect(l.net).toBe(90_000 - 7_500 - 9_000 - 4_000);
  });
});

describe('payouts', () => {
  it('a run groups every unpaid amount per charity with a gapless number; paid and void follow the rules', async () => {
    const a = await charityWithAccount(t, 'payout-a', { locale: 'fr' });
    const b = await charityWithAccount(t, 'payout-b');
    await sellAtAuction(t, { charityId: a.charity.id, dealerId, amount: '1000.00', admin });
    await sellAtAuction(t, { charityId: a.charity.id, dealerId, amount: '500.00', admin });
    await sellAtAuction(t, { charityId: b.charity.id, dealerId, amount: '800.00', admin });

    expect((await call('POST', '/api/admin/payouts/run', editor)).statusCode).toBe(403);
    const run = await call('POST', '/api/admin/payouts/run', admin);
    expect(run.statusCode).toBe(200);
    expect(run.json().payoutCount).toBeGreaterThanOrEqual(2);
    await expectBalanced(a.charity.id);
    await expectBalanced(b.charity.id);
    const again = await call('POST', '/api/admin/payouts/run', admin);
    expect(again.json().payoutCount).toBe(0);

    const listA = (await call('GET', `/api/charities/${a.charity.id}/payouts`, a.cookie)).json().payouts;
    expect(listA).toHaveLength(1);
    // 1000 − 75 − 100 = 825; 500 − 75 − 50 = 375
    expect(listA[0]).toMatchObject({ status: 'open', total: 1200 });
    const numbers = (await call('GET', '/api/admin/payouts', admin))
      .json()
      .payouts.map((p: { number: string }) => p.number);
    const year = todayInCanada().slice(0, 4);
    const serials = numbers
      .filter((n: string) => n.startsWith(`P${year}-`))
      .map((n: string) => Number(n.slice(6)))
      .sort((x: number, y: number) => x - y);
    expect(serials).toEqual(serials.map((_: number, i: number) => i + 1));

    const id = listA[0].id;
    const bad = await call('POST', `/api/admin/payouts/${id}/paid`, admin, {
      paidOn: '2026-02-30',
      method: 'cash',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['method', 'paidOn', 'reference']);
    expect(
      (await call('POST', `/api/admin/payouts/${id}/paid`, a.cookie, { paidOn: '2026-11-20' })).statusCode,
    ).toBe(403);
    const paid = await call('POST', `/api/admin/payouts/${id}/paid`, admin, {
      paidOn: todayInCanada(),
      method: 'eft',
      reference: 'EFT-77812',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', method: 'eft', reference: 'EFT-77812' });
    const mail = (
      await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, a.charity.email!))
    ).find((m) => m.template === 'charity-payout-paid')!;
    expect(plain(mail.textBody)).toContain('1 200,00 $');
    expect(mail.textBody).toContain('virement électronique');
    expect(
      (
        await call(
          'POST',
          `/api/admin/payouts/${id}/paid`,
          admin,
          paid.json() && {
            paidOn: todayInCanada(),
            method: 'cheque',
            reference: 'again',
          },
        )
      ).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `/api/admin/payouts/${id}/void`, admin, { reason: 'Wrong account' })).statusCode,
    ).toBe(409);
    const l = await expectBalanced(a.charity.id);
    expect(l).toMatchObject({ paid: 120_000, open: 0, unpaid: 0 });

    // B's payout voided: its lines go back to unpaid and into the next run, never deleted.
    const listB = (await call('GET', `/api/charities/${b.charity.id}/payouts`, admin)).json().payouts;
    const noReason = await call('POST', `/api/admin/payouts/${listB[0].id}/void`, admin, {});
    expect(noReason.json().fieldErrors.reason).toBeTruthy();
    const voided = await call('POST', `/api/admin/payouts/${listB[0].id}/void`, admin, {
      reason: 'Bank details changed',
    });
    expect(voided.json()).toMatchObject({ status: 'void', voidReason: 'Bank details changed' });
    expect(await expectBalanced(b.charity.id)).toMatchObject({ open: 0, unpaid: 64_500 });
    await call('POST', '/api/admin/payouts/run', admin);
    const afterB = (await call('GET', `/api/charities/${b.charity.id}/payouts`, b.cookie)).json().payouts;
    expect(afterB.map((p: { status: string }) => p.status).sort()).toEqual(['open', 'void']);
    expect(await expectBalanced(b.charity.id)).toMatchObject({ open: 64_500, unpaid: 0 });
  });

  it('parallel sales and payout runs: no line in two payouts, none left out, the ledger balances', async () => {
    const { charity } = await charityWithAccount(t, 'payout-race');
    const sales = Array.from({ length: 6 }, (_, i) =>
      sellAtAuction(t, { charityId: charity.id, dealerId, amount: `${700 + i * 10}.00`, admin }),
    );
    const runs = Array.from({ length: 4 }, () => call('POST', '/api/admin/payouts/run', admin));
    const results = await Promise.all([...sales, ...runs]);
    expect(results.slice(6).every((r) => (r as { statusCode: number }).statusCode === 200)).toBe(true);
    await call('POST', '/api/admin/payouts/run', admin);
    const l = await expectBalanced(charity.id);
    expect(l.unpaid).toBe(0);
    expect(l.open).toBe(l.net);
    const live = await t.database.db.select().from(payoutItems).where(eq(payoutItems.released, false));
    const lineIds = live.map((i) => i.lineId);
    expect(new Set(lineIds).size).toBe(lineIds.length);
  });
});

describe('who reads what', () => {
  it('settlements, payouts and statements: the owning charity and admins; nobody else', async () => {
    const owner = await charityWithAccount(t, 'reader-owner', { locale: 'fr' });
    const other = await charityWithAccount(t, 'reader-other');
    await sellAtAuction(t, {
      charityId: owner.charity.id,
      dealerId,
      amount: '1234.56',
      admin,
      donation: { make: '=HYPERLINK("x")', model: 'Civic', firstName: '+Sam' },
    });
    await call('POST', '/api/admin/payouts/run', admin);
    const payouts = (await call('GET', `/api/charities/${owner.charity.id}/payouts`, admin)).json().payouts;
    const id = payouts[0].id;
    const urls = [
      `/api/charities/${owner.charity.id}/settlements`,
      `/api/charities/${owner.charity.id}/payouts`,
      `/api/charities/${owner.charity.id}/money-summary`,
      `/api/charities/${owner.charity.id}/annual-summary.csv`,
      `/api/charities/${owner.charity.id}/annual-summary.pdf`,
      `/api/payouts/${id}/statement.pdf`,
      `/api/payouts/${id}/statement.csv`,
    ];
    for (const url of urls) {
      expect((await call('GET', url)).statusCode, url).toBe(401);
      expect((await call('GET', url, owner.cookie)).statusCode, url).toBe(200);
      expect((await call('GET', url, admin)).statusCode, url).toBe(200);
      expect((await call('GET', url, other.cookie)).statusCode, url).toBe(403);
      expect((await call('GET', url, editor)).statusCode, url).toBe(403);
      expect((await call('GET', url, dealerCookie)).statusCode, url).toBe(403);
      expect((await call('GET', url, donorUser)).statusCode, url).toBe(403);
    }
    for (const [method, url] of [
      ['GET', '/api/admin/payouts'],
      ['POST', '/api/admin/payouts/run'],
      ['POST', `/api/admin/payouts/${id}/paid`],
      ['POST', `/api/admin/payouts/${id}/void`],
    ] as const) {
      expect((await call(method, url)).statusCode, url).toBe(401);
      for (const cookie of [owner.cookie, editor, dealerCookie, donorUser])
        expect((await call(method, url, cookie, method === 'POST' ? {} : undefined)).statusCode, url).toBe(
          403,
        );
    }

    const settled = (
      await call('GET', `/api/charities/${owner.charity.id}/settlements`, owner.cookie)
    ).json();
    expect(settled.settlements[0]).toMatchObject({
      gross: 1234.56,
      costs: 198.46,
      net: 1036.1,
      saleKind: 'auction',
    });
    const none = (
      await call('GET', `/api/charities/${owner.charity.id}/settlements?saleKind=scrap`, owner.cookie)
    ).json();
    expect(none.settlements).toEqual([]);

    const csv = await call('GET', `/api/payouts/${id}/statement.csv`, owner.cookie);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('Véhicule');
    expect(csv.body).toContain('1234.56');
    expect(csv.body).toContain('1036.10');
    expect(csv.body).toContain(`"'=HYPERLINK(""x"") Civic 2012"`);
    const pdf = await call('GET', `/api/payouts/${id}/statement.pdf`, owner.cookie);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', '/api/payouts/999999/statement.pdf', admin)).statusCode).toBe(404);

    // The accounting exports: admins only, filtered by charity and dates, formula-safe.
    const q = `?charityId=${owner.charity.id}&from=${todayInCanada()}&to=${todayInCanada()}`;
    for (const kind of ['donations', 'receipts', 'payouts']) {
      const url = `/api/admin/exports/${kind}.csv${q}`;
      expect((await call('GET', url, owner.cookie)).statusCode, url).toBe(403);
      expect((await call('GET', url, editor)).statusCode, url).toBe(403);
      expect((await call('GET', url, admin)).statusCode, url).toBe(200);
    }
    const donationsCsv = (await call('GET', `/api/admin/exports/donations.csv${q}`, admin)).body;
    expect(donationsCsv).toContain("'+Sam Martin");
    expect(donationsCsv.trim().split('\n')).toHaveLength(2);
    const payoutsCsv = (await call('GET', `/api/admin/exports/payouts.csv${q}`, admin)).body;
    expect(payoutsCsv).toContain(payouts[0].number);
    expect(payoutsCsv).toContain('1036.10');
    const bad = await call('GET', '/api/admin/exports/payouts.csv?from=yesterday', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.from).toBeTruthy();
  });
});

describe('a vehicle sold for scrap', () => {
  it('is settled as scrap; its proof of recycling reaches the donor (portal, scan by code) and the charity', async () => {
    const owner = await charityWithAccount(t, 'scrap-owner', { name: 'Canadian Red Cross' });
    const other = await charityWithAccount(t, 'scrap-other');
    const donation = await insertDonation(t.database.db, {
      status: 'processing',
      charityId: owner.charity.id,
      province: 'QC',
      locale: 'fr',
    });
    const access = await insertPortalAccess(t.database.db, donation.id, donation.email);
    const auction = await insertAuction(t.database.db, { donationId: donation.id, reservePrice: '9000.00' });
    await call('PATCH', `/api/auctions/${auction.id}/end`, admin);
    const early = await call('PUT', `/api/admin/donations/${donation.id}/recycling`, admin, {
      recyclerName: 'Recyclage Laval',
      certificateNumber: 'CD-1',
      certificateDate: todayInCanada(),
    });
    expect(early.statusCode).toBe(409);
    const scrap = await t.app.inject({
      method: 'PATCH',
      url: `/api/auctions/${auction.id}/scrap`,
      headers: { cookie: admin },
      payload: { scrapValue: 400 },
    });
    expect(scrap.statusCode).toBe(200);
    const [s] = await t.database.db.select().from(settlements).where(eq(settlements.donationId, donation.id));
    expect(s!.saleKind).toBe('scrap');
    // 400 − 75 towing − 40 processing
    const donorMail = (
      await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, donation.email))
    ).find((m) => m.template === 'donation-scrapped')!;
    expect(plain(donorMail.textBody)).toContain('285,00 $ des 400,00 $ sont allés à Canadian Red Cross.');

    const put = (payload: Record<string, unknown>, cookie = admin) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/donations/${donation.id}/recycling`,
        headers: { cookie },
        payload,
      });
    const missing = await put({ recyclerName: ' ', certificateDate: 'soon' });
    expect(Object.keys(missing.json().fieldErrors).sort()).toEqual([
      'certificateDate',
      'certificateNumber',
      'recyclerName',
    ]);
    expect((await put({}, owner.cookie)).statusCode).toBe(403);
    const saved = await put({
      recyclerName: 'Recyclage Laval',
      recyclerLicence: 'RVHU-0042',
      certificateNumber: 'CD-2026-118',
      certificateDate: todayInCanada(),
    });
    expect(saved.statusCode).toBe(200);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const { payload, headers } = multipartBody([
      { name: 'file', value: pdf, fileName: 'cert.pdf', type: 'application/pdf' },
    ]);
    const scan = await t.app.inject({
      method: 'POST',
      url: `/api/admin/donations/${donation.id}/recycling/scan`,
      headers: { ...headers, cookie: admin },
      payload,
    });
    expect(scan.statusCode).toBe(200);
    expect(scan.json().hasScan).toBe(true);

    const portal = (
      await t.app.inject({ method: 'GET', url: `/api/donor-portal/${access.accessCode}` })
    ).json();
    expect(portal.donation.sale).toMatchObject({ kind: 'scrap', amount: 400, toCharity: 285 });
    expect(portal.donation.recycling).toMatchObject({
      recyclerName: 'Recyclage Laval',
      recyclerLicence: 'RVHU-0042',
      certificateNumber: 'CD-2026-118',
      hasScan: true,
    });
    const byCode = await t.app.inject({
      method: 'GET',
      url: `/api/donor-portal/${access.accessCode}/recycling-scan`,
    });
    expect(byCode.statusCode).toBe(200);
    expect(byCode.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/donor-portal/ZZZZ-ZZZZ-ZZZZ/recycling-scan' }))
        .statusCode,
    ).toBe(404);
    const url = `/api/donations/${donation.id}/recycling-scan`;
    expect((await call('GET', url, owner.cookie)).statusCode).toBe(200);
    expect((await call('GET', url, other.cookie)).statusCode).toBe(403);
    expect((await call('GET', url, editor)).statusCode).toBe(403);
    const settled = (
      await call('GET', `/api/charities/${owner.charity.id}/settlements`, owner.cookie)
    ).json();
    expect(settled.settlements[0]).toMatchObject({
      saleKind: 'scrap',
      net: 285,
      recycling: { certificateNumber: 'CD-2026-118', hasScan: true },
    });
  });
});
