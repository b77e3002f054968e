import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { categories, posts, tags } from '../../db/schema/content';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { PUBLISH_SCHEDULED_JOB, publishScheduled } from './posts.service';

let t: TestApp;
let editor: string;
let admin: string;
let donor: string;
let dealer: string;
let categoryId: number;
const XSS = '<script>alert(1)</script><img src=x onerror=alert(1)>';

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'editor');
  await addUser(t, 'admin');
  await addUser(t, 'user');
  await addUser(t, 'dealer');
  editor = await login(t, 'editor-user');
  admin = await login(t, 'admin-user');
  donor = await login(t, 'user-user');
  dealer = await login(t, 'dealer-user');
  const [c] = await t.database.db
    .insert(categories)
    .values({ name: 'Guides', nameFr: 'Guides pratiques', slug: 'guides' })
    .returning();
  categoryId = c!.id;
});
afterAll(() => t.close());

const as = (cookie: string) => ({ cookie, origin: 'http://localhost:5000' });

async function create(body: Record<string, unknown>, cookie = editor) {
  return t.app.inject({ method: 'POST', url: '/api/posts', headers: as(cookie), payload: body });
}

describe('posts: writing', () => {
  it('an editor creates a draft; the slug comes from the title (accents dropped, cut to 50)', async () => {
    const res = await create({
      title: 'Donner sa voiture : le guide complet pour les propriétaires du Québec en 2026',
      content: '<p>Bonjour</p>',
      language: 'fr',
    });
    expect(res.statusCode).toBe(201);
    const post = res.json();
    expect(post.slug).toBe('donner-sa-voiture-le-guide-complet-pour-les-propri');
    expect(post.slug.length).toBeLessThanOrEqual(50);
    expect(post).toMatchObject({
      status: 'draft',
      publishedAt: null,
      language: 'fr',
      authorName: 'editor Tester',
    });
    // A draft is not public.
    const pub = await t.app.inject({ method: 'GET', url: `/api/posts/slug/${post.slug}` });
    expect(pub.statusCode).toBe(404);
  });

  it('publishing sets publishedAt; a second publish keeps it', async () => {
    const res = await create({ title: 'Publish me', content: '<p>x</p>', status: 'published' });
    const post = res.json();
    expect(post.status).toBe('published');
    expect(Date.parse(post.publishedAt)).toBeGreaterThan(Date.now() - 60_000);
    const again = await t.app.inject({
      method: 'PATCH',
      url: `/api/posts/${post.id}`,
      headers: as(editor),
      payload: { status: 'published', title: 'Publish me again' },
    });
    expect(again.json().publishedAt).toBe(post.publishedAt);
  });

  it('refuses bad slugs with a field error', async () => {
    for (const slug of ['Has Spaces', 'UPPER', 'a--b', '-lead', 'trail-', 'é', '../x', 'x'.repeat(101)]) {
      const res = await create({ title: 'Bad slug', slug, content: '<p>x</p>' });
      expect(res.statusCode, slug).toBe(400);
      expect(res.json().fieldErrors.slug, slug).toBeTruthy();
    }
  });

  it('a duplicate slug is a 409 naming the slug field, in the visitor language', async () => {
    expect((await create({ title: 'One', slug: 'same-slug', content: '<p>x</p>' })).statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { ...as(editor), 'accept-language': 'fr-CA' },
      payload: { title: 'Two', slug: 'same-slug', content: '<p>x</p>' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().fieldErrors.slug).toMatch(/slug/);
    expect(res.json().message).toMatch(/déjà utilisé/);
    // A generated slug takes the next free number instead.
    const generated = await create({ title: 'Same slug', content: '<p>x</p>' });
    expect(generated.json().slug).toBe('same-slug-2');
    // Renaming onto a taken slug is refused too.
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/posts/${generated.json().id}`,
      headers: as(editor),
      payload: { slug: 'same-slug' },
    });
    expect(patch.statusCode).toBe(409);
  });

  it('XSS: content is sanitized on save, text fields come back as text, image URLs are checked', async () => {
    const res = await create({
      title: `Title ${XSS}`,
      excerpt: `Excerpt ${XSS}`,
      seoTitle: '<b>t</b>',
      seoDescription: `"><script>x</script>`,
      content: `<p onclick="x()">Body<a href="javascript:alert(1)">l</a></p>${XSS}`,
      status: 'published',
      categoryId,
    });
    expect(res.statusCode).toBe(201);
    const post = res.json();
    expect(post.content).not.toMatch(/script|onclick|onerror|javascript:/i);
    const [stored] = await t.database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(stored!.content).not.toMatch(/script|onclick|onerror|javascript:/i);
    // Plain-text fields are stored as typed and escaped wherever they are shown (head, feed, React).
    const page = await t.app.inject({ method: 'GET', url: `/blog/${post.slug}` });
    expect(page.body).not.toContain('<script>alert(1)</script>');
    const feed = await t.app.inject({ method: 'GET', url: '/blog/feed.xml' });
    expect(feed.body).not.toContain('<script>');
    for (const featuredImage of [
      'javascript:alert(1)',
      '//evil.example/x.png',
      'https://x.test/a b.png',
      '"><x',
    ]) {
      const bad = await create({ title: 'Image', content: '<p>x</p>', featuredImage });
      expect(bad.statusCode, featuredImage).toBe(400);
      expect(bad.json().fieldErrors.featuredImage).toBeTruthy();
    }
    // Content stored by another path (seed, import) is sanitized again when read (once the change is
    // announced: the page's data is kept until then, public-post-cache.ts).
    await t.database.db
      .update(posts)
      .set({ content: `<p>ok</p>${XSS}<iframe src="x"></iframe>` })
      .where(eq(posts.id, post.id));
    await vi.waitFor(async () => {
      const read = await t.app.inject({ method: 'GET', url: `/api/posts/slug/${post.slug}` });
      expect(read.json().content).toBe('<p>ok</p>');
    });
  });

  it('scheduling at a future time queues a job that publishes the post at that time', async () => {
    const past = await create({
      title: 'Too late',
      content: '<p>x</p>',
      status: 'scheduled',
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors.publishedAt).toBeTruthy();
    const at = new Date(Date.now() + 3_600_000);
    const res = await create({
      title: 'Later',
      content: '<p>x</p>',
      status: 'scheduled',
      publishedAt: at.toISOString(),
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    const [job] = await t.app.ctx.jobs.boss.findJobs(PUBLISH_SCHEDULED_JOB, {
      key: `${PUBLISH_SCHEDULED_JOB}:${id}:${at.toISOString()}`,
    });
    expect(job).toMatchObject({ state: 'created', data: { postId: id } });
    expect(new Date(job!.startAfter).getTime()).toBe(at.getTime());
    // Before its time the job leaves it alone; at its time it publishes it.
    expect(await publishScheduled(t.app.ctx, id)).toBe(false);
    await t.database.db
      .update(posts)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(posts.id, id));
    expect(await publishScheduled(t.app.ctx, id)).toBe(true);
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, id));
    expect(row!.status).toBe('published');
  });

  it('links a translation both ways and refuses one in the same language', async () => {
    const en = (
      await create({ title: 'Hello', content: '<p>x</p>', language: 'en', status: 'published' })
    ).json();
    const fr = await create({
      title: 'Bonjour',
      content: '<p>x</p>',
      language: 'fr',
      status: 'published',
      translationOf: en.id,
    });
    expect(fr.json().translation).toMatchObject({ id: en.id, language: 'en' });
    const enAgain = await t.app.inject({ method: 'GET', url: `/api/posts/${en.id}`, headers: as(editor) });
    expect(enAgain.json().translation).toMatchObject({ id: fr.json().id, language: 'fr' });
    const same = await create({ title: 'Hi', content: '<p>x</p>', language: 'en', translationOf: en.id });
    expect(same.statusCode).toBe(400);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/posts?q=Hello', headers: as(editor) });
    expect(list.json().items[0]).toMatchObject({ id: en.id, translationId: fr.json().id });
  });

  it('access: editors and admins write; donors, dealers and visitors cannot', async () => {
    expect((await create({ title: 'By admin', content: '<p>x</p>' }, admin)).statusCode).toBe(201);
    for (const cookie of [donor, dealer]) {
      expect((await create({ title: 'No', content: '<p>x</p>' }, cookie)).statusCode).toBe(403);
      for (const [method, url] of [
        ['GET', '/api/admin/posts'],
        ['GET', '/api/posts/1'],
        ['PATCH', '/api/posts/1'],
        ['POST', '/api/categories'],
        ['PATCH', '/api/categories/1'],
        ['DELETE', '/api/categories/1'],
        ['POST', '/api/tags'],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers: as(cookie),
          payload: method === 'GET' || method === 'DELETE' ? undefined : {},
        });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { origin: 'http://localhost:5000' },
      payload: { title: 'x', content: '<p>x</p>' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('posts: reading', () => {
  beforeAll(async () => {
    const [tag] = await t.database.db.insert(tags).values({ name: 'Towing', slug: 'towing' }).returning();
    const mk = (title: string, excerpt: string, language: 'en' | 'fr', extra: Record<string, unknown> = {}) =>
      create({
        title,
        excerpt,
        content: `<p>${'word '.repeat(401)}</p>`,
        language,
        status: 'published',
        ...extra,
      });
    await mk('Winter tires and donated cars', 'Why snow tires stay on the vehicle', 'en', {
      categoryId,
      tagIds: [tag!.id],
    });
    await mk(
      'Les pneus d’hiver et les voitures données',
      'Pourquoi les pneus restent sur les véhicules',
      'fr',
      {
        categoryId,
      },
    );
    await mk('Towing in the north', 'Remote pickups', 'en', { tagIds: [tag!.id] });
  });

  it('full-text search in English stems the words (tire → tires, donating → donated)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/posts?q=tire%20donating&lang=en' });
    expect(res.json().items.map((p: { title: string }) => p.title)).toEqual([
      'Winter tires and donated cars',
    ]);
  });

  it('full-text search in French stems the words (voiture → voitures, véhicule → véhicules)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/posts?q=voiture%20v%C3%A9hicule&lang=fr' });
    expect(res.json().items.map((p: { title: string }) => p.title)).toEqual([
      'Les pneus d’hiver et les voitures données',
    ]);
    const none = await t.app.inject({ method: 'GET', url: '/api/posts?q=zzzyx' });
    expect(none.json()).toEqual({ items: [], total: 0 });
  });

  it('lists the visitor language first, filters by category, pages, and gives reading time', async () => {
    const fr = (
      await t.app.inject({
        method: 'GET',
        url: '/api/posts?pageSize=48',
        headers: { 'accept-language': 'fr' },
      })
    ).json();
    const langs = fr.items.map((p: { language: string }) => p.language);
    expect(langs.indexOf('en')).toBeGreaterThan(langs.lastIndexOf('fr'));
    // "Hello" has a French version: a French visitor sees only "Bonjour".
    expect(fr.items.map((p: { title: string }) => p.title)).not.toContain('Hello');
    const cat = (await t.app.inject({ method: 'GET', url: '/api/posts?category=guides&lang=fr' })).json();
    expect(
      cat.items.every((p: { category: { slug: string; name: string } }) => p.category.slug === 'guides'),
    ).toBe(true);
    expect(cat.items[0].category.name).toBe('Guides pratiques');
    const winter = cat.items.find((p: { title: string }) => p.title.startsWith('Les pneus'));
    expect(winter.readingMinutes).toBe(3); // 401 words / 200, rounded up
    const page2 = (await t.app.inject({ method: 'GET', url: '/api/posts?pageSize=2&page=2' })).json();
    expect(page2.items).toHaveLength(2);
    expect(page2.total).toBe(fr.total);
  });

  it('a post has its author, tags, related posts (same category, then shared tags) and its translation', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/posts?q=winter&lang=en' })).json();
    const post = (await t.app.inject({ method: 'GET', url: `/api/posts/slug/${list.items[0].slug}` })).json();
    expect(post.authorName).toBe('editor Tester');
    expect(post.tags.map((x: { slug: string }) => x.slug)).toEqual(['towing']);
    expect(post.related.length).toBeLessThanOrEqual(3);
    expect(post.related[0].category?.slug).toBe('guides');
    expect(post.related.map((p: { title: string }) => p.title)).toContain('Towing in the north');
    const bonjour = (await t.app.inject({ method: 'GET', url: '/api/posts/slug/bonjour' })).json();
    expect(bonjour.translation).toMatchObject({ slug: 'hello', language: 'en' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/posts/slug/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(
      "The blog post you're looking for doesn't exist or has been removed.",
    );
    const manquant = await t.app.inject({
      method: 'GET',
      url: '/api/posts/slug/nope',
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(manquant.json().message).toBe(
      'L’article de blogue que vous cherchez n’existe pas ou a été retiré.',
    );
  });

  it('counts a view once per visitor per day', async () => {
    const created = (await create({ title: 'Counted', content: '<p>x</p>', status: 'published' })).json();
    const post = (await t.app.inject({ method: 'GET', url: `/api/posts/slug/${created.slug}` })).json();
    const view = (ua: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/posts/${post.id}/view`,
        headers: { origin: 'http://localhost:5000', 'user-agent': ua },
      });
    const first = (await view('Browser A')).json();
    expect(first).toEqual({ viewCount: post.viewCount + 1, counted: true });
    expect((await view('Browser A')).json()).toEqual({ viewCount: post.viewCount + 1, counted: false });
    expect((await view('Browser B')).json()).toEqual({ viewCount: post.viewCount + 2, counted: true });
    const draft = (await create({ title: 'Unseen', content: '<p>x</p>' })).json();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/posts/${draft.id}/view`,
          headers: { origin: 'http://localhost:5000' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('serves an RSS feed per language and lists posts in the sitemap with their translation', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/blog/feed.xml' });
    expect(en.headers['content-type']).toMatch(/rss\+xml/);
    expect(en.body).toContain('<language>en-CA</language>');
    expect(en.body).toContain('http://localhost:5000/blog/hello');
    expect(en.body).not.toContain('/blog/bonjour<');
    const fr = await t.app.inject({ method: 'GET', url: '/blog/feed.xml?lang=fr' });
    expect(fr.body).toContain('<language>fr-CA</language>');
    expect(fr.body).toContain('http://localhost:5000/blog/bonjour');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('<loc>http://localhost:5000/blog</loc>');
    expect(sitemap.body).toContain('<loc>http://localhost:5000/blog/hello</loc>');
    // Each post's entry names its translation's address, not only its own.
    const entry = (slug: string) =>
      new RegExp(`<loc>http://localhost:5000/blog/${slug}</loc>([\\s\\S]*?)</url>`).exec(sitemap.body)?.[1];
    expect(entry('hello')).toContain('hreflang="fr-CA" href="http://localhost:5000/blog/bonjour"');
    expect(entry('hello')).toContain('hreflang="en-CA" href="http://localhost:5000/blog/hello"');
    expect(entry('bonjour')).toContain('hreflang="en-CA" href="http://localhost:5000/blog/hello"');
    expect(entry('bonjour')).toContain('hreflang="x-default" href="http://localhost:5000/blog/hello"');
  });

  it('renders the head of a post: title, description, canonical, hreflang pair, Article JSON-LD', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/blog/bonjour' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:5000/blog/bonjour">');
    expect(res.body).toContain('hreflang="en-CA" href="http://localhost:5000/blog/hello"');
    expect(res.body).toContain('hreflang="fr-CA" href="http://localhost:5000/blog/bonjour"');
    expect(res.body).toContain('"@type":"Article"');
    expect((await t.app.inject({ method: 'GET', url: '/blog/no-such-post' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/blog' })).statusCode).toBe(200);
  });
});

describe('categories and tags', () => {
  it('CRUD with slug rules, duplicate names/slugs (409 naming the field) and XSS kept as text', async () => {
    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url, headers: as(editor), payload });
    const created = await post('/api/categories', { name: 'Vehicle Recycling', description: XSS });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      slug: 'vehicle-recycling',
      color: '#6B7280',
      description: XSS,
      postCount: 0,
    });
    const dupName = await post('/api/categories', { name: 'Vehicle Recycling', slug: 'other' });
    expect(dupName.statusCode).toBe(409);
    expect(dupName.json().fieldErrors.name).toBeTruthy();
    const dupSlug = await post('/api/categories', { name: 'Other', slug: 'vehicle-recycling' });
    expect(dupSlug.statusCode).toBe(409);
    expect(dupSlug.json().fieldErrors.slug).toBeTruthy();
    expect((await post('/api/categories', { name: 'Bad', slug: 'Bad Slug' })).statusCode).toBe(400);
    expect((await post('/api/categories', { name: 'Bad', color: 'red;x' })).statusCode).toBe(400);
    expect((await post('/api/categories', { name: '' })).statusCode).toBe(400);
    const id = created.json().id;
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/categories/${id}`,
      headers: as(editor),
      payload: { nameFr: 'Recyclage', color: '#112233' },
    });
    expect(patched.json()).toMatchObject({ nameFr: 'Recyclage', color: '#112233' });
    const list = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(list.json().some((c: { id: number }) => c.id === id)).toBe(true);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/categories/${id}`, headers: as(editor) }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/categories/${id}`, headers: as(editor) }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses to delete a category used by posts, with a message', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/categories/${categoryId}`,
      headers: as(editor),
    });
    expect(res.statusCode).toBe(409);
    const used = await t.database.db.$count(posts, eq(posts.categoryId, categoryId));
    expect(used).toBeGreaterThan(1);
    expect(res.json().message).toContain(`used by ${used} posts`);
    // The list gives the same count: the editor disables Delete while it is not zero.
    const listed = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json();
    expect(listed.find((c: { id: number }) => c.id === categoryId).postCount).toBe(used);
  });

  it('tags: slug from the name, duplicates refused naming the field, bad slug refused', async () => {
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/tags', headers: as(editor), payload });
    const res = await post({ name: '  Electric Vehicles ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Electric Vehicles', slug: 'electric-vehicles' });
    const dup = await post({ name: 'Electric Vehicles' });
    expect(dup.statusCode).toBe(409);
    expect(Object.keys(dup.json().fieldErrors)).toEqual(['name']);
    expect((await post({ name: 'EV', slug: 'electric-vehicles' })).json().fieldErrors.slug).toBeTruthy();
    expect((await post({ name: 'x', slug: 'NO WAY' })).statusCode).toBe(400);
    expect((await post({ name: '   ' })).statusCode).toBe(400);
    const xss = await post({ name: XSS });
    expect(xss.statusCode).toBe(201); // kept as text; React and XML escape it
    const list = await t.app.inject({ method: 'GET', url: '/api/tags' });
    expect(list.json().map((x: { slug: string }) => x.slug)).toContain('electric-vehicles');
  });
});
