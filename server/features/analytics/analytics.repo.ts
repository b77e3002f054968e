import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { categories, posts } from '../../db/schema/content';
import { donations, donationStatusHistory } from '../../db/schema/donations';
import { customForms } from '../../db/schema/forms';
import { taxReceipts } from '../../db/schema/receipts';
import type { Span } from '../admin-dashboard/dashboard.repo';

/** Weeks and days are counted on Eastern time, where the program works. */
const TZ = sql.raw(`'America/Toronto'`);

const inSpan = (s: Span) => and(gte(donations.createdAt, s.from), lt(donations.createdAt, s.to));

/** Donations submitted in the span by the Monday of their week (YYYY-MM-DD, Eastern). */
export async function donationsPerWeek(db: DbOrTx, s: Span) {
  const week = sql<string>`to_char(date_trunc('week', ${donations.createdAt} at time zone ${TZ}), 'YYYY-MM-DD')`;
  const rows = await db.select({ week, n: count() }).from(donations).where(inSpan(s)).groupBy(week);
  return rows.map((r) => ({ weekStart: r.week, count: Number(r.n) }));
}

export async function donationsPerProvince(db: DbOrTx, s: Span) {
  const rows = await db
    .select({ province: donations.province, n: count() })
    .from(donations)
    .where(inSpan(s))
    .groupBy(donations.province);
  return rows.map((r) => ({ province: r.province, count: Number(r.n) }));
}

/** donations.id, table-qualified: inside a select list Drizzle writes a bare column name. */
const DONATION_ID = sql.raw('"donations"."id"');

const AFTER_PICKUP = sql`('picked_up', 'processing', 'valued', 'receipt_issued', 'completed')`;

/**
 * The funnel over donations submitted in the span: how many reached pickup (now or at any time in
 * their history: a correction backwards does not undo the gift) and how many have a receipt.
 */
export async function funnelCounts(db: DbOrTx, s: Span) {
  const [r] = await db
    .select({
      submitted: count(),
      pickedUp: sql<number>`count(*) filter (where "donations"."status" in ${AFTER_PICKUP} or exists (
        select 1 from ${donationStatusHistory} h where h.donation_id = ${DONATION_ID} and h.status in ${AFTER_PICKUP}))::int`,
      receipted: sql<number>`count(*) filter (where exists (
        select 1 from ${taxReceipts} r where r.donation_id = ${DONATION_ID}))::int`,
    })
    .from(donations)
    .where(inSpan(s));
  return {
    submitted: Number(r?.submitted ?? 0),
    pickedUp: Number(r?.pickedUp ?? 0),
    receipted: Number(r?.receipted ?? 0),
  };
}

/**
 * Time spent in each status, from the status history: a stay starts at its history row and ends at
 * the donation's next row. Only stays that ended in the span count (one still running has no length).
 */
export async function stageDays(db: DbOrTx, s: Span) {
  const stays = sql`(
    select status, created_at as started,
      lead(created_at) over (partition by donation_id order by created_at, id) as ended
    from ${donationStatusHistory}
  ) stays`;
  // Both drivers (PGlite, node-postgres) answer execute() with `{ rows }`.
  const result = (await db.execute(sql`
    select status,
      round((avg(extract(epoch from (ended - started))) / 86400)::numeric, 1)::text as avg_days,
      count(*)::int as stays
    from ${stays}
    where ended is not null and ended >= ${s.from.toISOString()}::timestamptz and ended < ${s.to.toISOString()}::timestamptz
    group by status`)) as unknown as { rows: { status: string; avg_days: string; stays: number }[] };
  return result.rows.map((r) => ({
    status: r.status,
    averageDays: Number(r.avg_days),
    stays: Number(r.stays),
  }));
}

export async function totalsOutsideSpan(db: DbOrTx) {
  const [u] = await db.select({ n: count() }).from(users);
  const [p] = await db
    .select({
      published: sql<number>`count(*) filter (where ${posts.status} = 'published')::int`,
      drafts: sql<number>`count(*) filter (where ${posts.status} = 'draft')::int`,
      views: sql<number>`coalesce(sum(${posts.viewCount}), 0)::int`,
    })
    .from(posts);
  const [c] = await db.select({ n: count() }).from(categories);
  const [f] = await db.select({ n: count() }).from(customForms).where(eq(customForms.isActive, true));
  return {
    users: Number(u?.n ?? 0),
    publishedPosts: Number(p?.published ?? 0),
    draftPosts: Number(p?.drafts ?? 0),
    totalViews: Number(p?.views ?? 0),
    categories: Number(c?.n ?? 0),
    activeForms: Number(f?.n ?? 0),
  };
}

export async function topPosts(db: DbOrTx, limit: number) {
  return db
    .select({ id: posts.id, title: posts.title, slug: posts.slug, viewCount: posts.viewCount })
    .from(posts)
    .where(eq(posts.status, 'published'))
    .orderBy(desc(posts.viewCount), desc(posts.id))
    .limit(limit);
}

/** Categories with the most published posts (those with none left out). */
export async function categoryPostCounts(db: DbOrTx, limit: number) {
  const n = count(posts.id);
  const rows = await db
    .select({ id: categories.id, name: categories.name, posts: n })
    .from(categories)
    .innerJoin(posts, and(eq(posts.categoryId, categories.id), eq(posts.status, 'published')))
    .groupBy(categories.id, categories.name)
    .orderBy(desc(n), categories.name)
    .limit(limit);
  return rows.map((r) => ({ id: r.id, name: r.name, posts: Number(r.posts) }));
}
