import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/auth';
import { categories, posts } from '../../db/schema/content';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { BLOG_CHANGED_CHANNEL } from './public-post-cache';

/**
 * A post's page data is kept in memory until a change is announced (migration 0024): read once, then
 * from memory; any change by any path (here SQL on the database, as another instance would) is seen;
 * a counted view does not drop the copies; a post published for a later time shows up when it is due.
 */
let t: TestApp;
let editor: string;
let categoryId: number;
const origin = 'http://localhost:5000';

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'editor');
  editor = await login(t, 'editor-user');
  const [c] = await t.database.db
    .insert(categories)
    .values({ name: 'Kept', slug: 'kept' })
    .returning({ id: categories.id });
  categoryId = c!.id;
});
afterAll(() => t.close());

async function create(title: string, extra: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: { cookie: editor, origin },
    payload: { title, content: `<p>${title}</p>`, status: 'published', categoryId, ...extra },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; slug: string };
}

async function read(slug: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/posts/slug/${slug}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { title: string; authorName: string | null; related: { title: string }[] };
}

/** Runs `work` and says whether it read the database. */
async function readsDatabase(work: () => Promise<unknown>): Promise<boolean> {
  const db = t.app.ctx.db;
  const spies = [vi.spyOn(db, 'select'), vi.spyOn(db, 'execute')];
  try {
    await work();
    return spies.some((s) => s.mock.calls.length > 0);
  } finally {
    for (const s of spies) s.mockRestore();
  }
}

describe('public posts kept in memory', () => {
  it('reads a post once, then answers its page and API from memory', async () => {
    const post = await create('Kept once');
    expect((await read(post.slug)).title).toBe('Kept once');
    // The creation's own notice may arrive after this first read (a write no longer waits for the
    // session barrier, decision 022) and drop it once: then the next read keeps it.
    await vi.waitFor(async () => expect(await readsDatabase(() => read(post.slug))).toBe(false), {
      timeout: 2_000,
      interval: 20,
    });
    const page = await t.app.inject({ method: 'GET', url: `/blog/${post.slug}?utm_source=x` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Kept once');
  });

  it('sees a change made on the database by another path, once it is announced', async () => {
    const post = await create('Before');
    await read(post.slug);
    await t.database.db.update(posts).set({ title: 'After' }).where(eq(posts.id, post.id));
    await vi.waitFor(async () => expect((await read(post.slug)).title).toBe('After'), {
      timeout: 2_000,
      interval: 5,
    });
  });

  it("sees the writer's own change in the answer right after it, and an author's new name", async () => {
    const post = await create('Edited');
    await read(post.slug);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/posts/${post.id}`,
      headers: { cookie: editor, origin },
      payload: { title: 'Edited again' },
    });
    expect(res.statusCode).toBe(200);
    expect((await read(post.slug)).title).toBe('Edited again');

    await t.database.db.update(users).set({ lastName: 'Renamed' }).where(eq(users.username, 'editor-user'));
    await vi.waitFor(async () => expect((await read(post.slug)).authorName).toBe('editor Renamed'), {
      timeout: 2_000,
      interval: 5,
    });
  });

  it('is not told of a counted view (the page reads its count from the view call)', async () => {
    const post = await create('Viewed');
    await read(post.slug);
    const notices: string[] = [];
    const stop = await t.database.listen(BLOG_CHANGED_CHANNEL, {
      onMessage: (p) => notices.push(p),
      onReady: () => {},
      onLost: () => {},
    });
    try {
      const view = await t.app.inject({
        method: 'POST',
        url: `/api/posts/${post.id}/view`,
        headers: { origin, 'user-agent': 'kept-test' },
      });
      expect(view.json()).toMatchObject({ counted: true, viewCount: 1 });
      // A change after it: its notice arriving says every earlier one has.
      await t.database.db.execute(sql`select pg_notify(${BLOG_CHANGED_CHANNEL}, 'marker')`);
      await vi.waitFor(() => expect(notices).toContain('marker'), { timeout: 2_000, interval: 5 });
      expect(notices).toEqual(['marker']);
    } finally {
      await stop();
    }
  });

  it('shows a post published for a later time, and among the related posts, once it is due', async () => {
    const shown = await create('Shown first');
    expect((await read(shown.slug)).related.map((r) => r.title)).not.toContain('Due soon');
    const due = await create('Due soon');
    // Published, dated a moment ahead: no write happens when it goes live.
    await t.database.db
      .update(posts)
      .set({ publishedAt: sql`now() + interval '700 milliseconds'` })
      .where(eq(posts.id, due.id));
    await vi.waitFor(async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/posts/slug/${due.slug}` });
      expect(res.statusCode).toBe(404);
    });
    expect((await read(shown.slug)).related.map((r) => r.title)).not.toContain('Due soon');
    await vi.waitFor(
      async () => expect((await read(shown.slug)).related.map((r) => r.title)).toContain('Due soon'),
      { timeout: 3_000, interval: 50 },
    );
    // Its own page too: the 404 answered while it was not live was not kept past its time.
    expect((await read(due.slug)).title).toBe('Due soon');
  });
});
