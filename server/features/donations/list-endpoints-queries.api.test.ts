import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed';
import { chatSessions } from '../../db/schema/chat';
import { autoDealers } from '../../db/schema/dealers';
import { storedFiles } from '../../db/schema/files';
import { media } from '../../db/schema/media';
import { auditLog, emailOutbox } from '../../db/schema/platform';
import { privacyRequests } from '../../db/schema/privacy';
import { registryImports } from '../../db/schema/registry';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { explainWithoutSeqScan, recordQueries } from './query-log.testing';

/**
 * Every staff list sends as many statements for a page of 1 as for a page of 100: no statement per row
 * (issue 18). On the demo data, with three rows added to each list the demo data leaves (nearly) empty,
 * so every list has several rows to show.
 */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app.ctx);
  await addUser(t, 'admin', 'lists-admin');
  cookie = await login(t, 'lists-admin');
  const three = [1, 2, 3];
  const db = t.app.ctx.db;
  await db
    .insert(emailOutbox)
    .values(
      three.map((n) => ({ toAddress: `donor${n}@example.ca`, subject: `Message ${n}`, textBody: 'Hello' })),
    );
  await db
    .insert(auditLog)
    .values(three.map((n) => ({ action: 'test.listed', entityType: 'donation', entityId: String(n) })));
  await db.insert(autoDealers).values(
    three.map((n) => ({
      businessName: `Dealer ${n}`,
      contactName: `Contact ${n}`,
      email: `lists-dealer${n}@example.ca`,
      phone: '4165550100',
      address: `${n} King Street`,
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5H 2N2',
      dealerLicense: `OMVIC-${n}`,
    })),
  );
  await db.insert(storedFiles).values(
    three.flatMap((n) =>
      ['o', 'c', 'f'].map((v) => ({
        id: `lists-${n}-${v}`,
        storageKey: `lists/${n}-${v}.webp`,
        fileName: `${n}.webp`,
        mimeType: 'image/webp',
        size: 10,
        sha256: 'x',
      })),
    ),
  );
  await db.insert(media).values(
    three.map((n) => ({
      fileId: `lists-${n}-o`,
      cardFileId: `lists-${n}-c`,
      featuredFileId: `lists-${n}-f`,
      fileName: `${n}.webp`,
      mimeType: 'image/webp',
      size: 10,
      width: 10,
      height: 10,
      altEn: `Image ${n}`,
      altFr: `Image ${n}`,
    })),
  );
  await db.insert(privacyRequests).values(
    three.map((n) => ({
      email: `donor${n}@example.ca`,
      kind: 'access',
      dueAt: new Date(Date.now() + 86_400_000),
    })),
  );
  await db
    .insert(chatSessions)
    .values(three.map((n) => ({ sessionId: `lists-chat-${n}`, visitorToken: `v${n}` })));
  await db.insert(registryImports).values(three.map((n) => ({ source: `upload-${n}.csv`, status: 'done' })));
});
afterAll(() => t.close());

/** The rows of a list answer, whatever its key (items, users, dealers…). */
function rowsOf(body: Record<string, unknown>): number {
  const key = ['items', 'users', 'dealers', 'forms', 'sessions', 'auctions'].find((k) =>
    Array.isArray(body[k]),
  );
  return key ? (body[key] as unknown[]).length : 0;
}

/** Statements one request sends, and the rows of its page. */
async function statementsOf(url: string): Promise<{ statements: number; rows: number }> {
  const get = () => t.app.inject({ method: 'GET', url, headers: { cookie } });
  await get(); // the session is verified once
  let rows = 0;
  const sent = await recordQueries(t.app.ctx.db, async () => {
    const res = await get();
    expect(res.statusCode, url).toBe(200);
    rows = rowsOf(res.json());
  });
  return { statements: sent.length, rows };
}

describe('staff lists', () => {
  it.each([
    '/api/donations',
    '/api/admin/posts',
    '/api/pages',
    '/api/forms',
    '/api/admin/media',
    '/api/admin/outbox',
    '/api/admin/audit',
    '/api/users',
    '/api/dealers',
    '/api/charities',
    '/api/auctions',
    '/api/admin/privacy-requests',
    '/api/admin/chat/sessions',
    '/api/admin/registry/imports',
  ])('%s: the same statements for a page of 1 and of 100', async (path) => {
    const one = await statementsOf(`${path}?page=1&pageSize=1`);
    const many = await statementsOf(`${path}?page=1&pageSize=100`);
    expect(many.rows, path).toBeGreaterThan(1);
    expect(many.statements, path).toBe(one.statements);
  });
});

describe('staff list plans', () => {
  // The one statement that reads a whole table on purpose: the chat sessions' summary totals.
  const wholeTable = /^select count\(\*\)::int, count\(\*\) filter \(where "is_active"\)/;

  it.each([
    ['/api/admin/posts', true],
    ['/api/pages', true],
    ['/api/forms', true],
    ['/api/admin/media', true],
    ['/api/admin/outbox', true],
    ['/api/admin/audit', true],
    ['/api/users', true],
    ['/api/dealers', true],
    ['/api/charities', true],
    ['/api/admin/privacy-requests', true],
    ['/api/admin/chat/sessions', true],
    ['/api/admin/registry/imports', true],
    // Filtered by status on an index, then ordered active first: a dealer sees a bounded set.
    ['/api/auctions', false],
  ] as const)('%s: each statement reads through an index, the page in index order', async (path, ordered) => {
    const url = `${path}?page=1&pageSize=20`;
    const get = () => t.app.inject({ method: 'GET', url, headers: { cookie } });
    await get();
    const sent = await recordQueries(t.app.ctx.db, get);
    const selects = sent.filter((q) => /^\s*(select|with)/i.test(q.sql) && !wholeTable.test(q.sql));
    expect(selects.length, path).toBeGreaterThan(0);
    for (const q of selects) {
      const plan = await explainWithoutSeqScan(t.app.ctx.db, q);
      expect(plan, `${path}: ${q.sql}`).not.toMatch(/Seq Scan/);
      // A page read in index order: at most an incremental sort of rows that share a key.
      if (ordered && /\blimit\b/i.test(q.sql))
        expect(plan, `${path}: ${q.sql}`).not.toMatch(/(^|->)\s*Sort\s+\(/m);
    }
  });
});
