import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { charities } from '../../db/schema/charities';
import { donations, donationSearchText } from '../../db/schema/donations';
import { LIST_COLUMNS } from './donation-views';

/** The columns of a list row only (a row has 69): the page reads and maps a third of them. */
const listColumns = Object.fromEntries(LIST_COLUMNS.map((c) => [c, donations[c]])) as {
  [K in (typeof LIST_COLUMNS)[number]]: (typeof donations)[K];
};

/** `%`, `_` and `\` typed by a person are searched for literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface DonationSearch {
  search?: string;
  statuses?: readonly string[];
  limit: number;
  offset: number;
}

/**
 * What a search asks, as the values of the statements below: every donation, one by number, or text,
 * through the trigram indexes (`words`: three letters or digits in a row give pg_trgm something to look
 * up) or, shorter (`short`), by reading the table.
 */
type Shape = 'all' | 'number' | 'words' | 'short';

const placeholder = (name: string) => sql.placeholder(name);

/** The fields that hold the text of a search, on `t` (the donations table or an alias of it). */
type SearchedColumns = Record<'firstName' | 'lastName' | 'email' | 'make' | 'model', AnyPgColumn>;

function textMatch(t: SearchedColumns, pattern: SQL): SQL {
  return and(
    ilike(donationSearchText(t), pattern),
    or(
      // The full name also matches the first or the last name alone.
      sql`${t.firstName} || ' ' || ${t.lastName} ilike ${pattern}`,
      sql`${t.email} ilike ${pattern}`,
      sql`${t.make} ilike ${pattern}`,
      sql`${t.model} ilike ${pattern}`,
    ),
  )!;
}

const found = alias(donations, 'found');

/**
 * The donations a search of three or more letters matches, as a table of ids to join: its text through
 * the combined trigram index, then field by field (a match never spans two fields), its VIN pattern
 * through the VIN's trigram index, or its number. Each value is read through `(select $n)`, which the
 * planner cannot see into: the plan is the same for any search, so PostgreSQL keeps one plan for the
 * named statement (a generic plan, after five runs) instead of planning every run (a third of the
 * statement's cost), and that plan reads the trigram indexes whatever the words. A VIN pattern or a
 * number left null matches nothing.
 */
function wordsHits(): SQL {
  const opaque = (name: string, type: SQL) => sql`(select ${placeholder(name)}::${type})`;
  const pattern = opaque('pattern', sql`text`);
  const from = sql`${donations} as ${sql.identifier('found')}`;
  return sql`(select ${found.id} from ${from} where ${textMatch(found, pattern)}
    union select ${found.id} from ${from} where ${found.vin} ilike ${opaque('vinPattern', sql`text`)}
    union select ${found.id} from ${from} where ${found.id} = ${opaque('id', sql`integer`)}) as hits`;
}

/**
 * The condition on the table: the status filter, and a search by number or one too short for a trigram
 * (the latter planned on each run for its values: a two-letter search reads the table, where a plan made
 * for any value would read a whole trigram index).
 */
function condition(shape: Shape, filtered: boolean): SQL | undefined {
  const search =
    shape === 'number'
      ? eq(donations.id, sql`${placeholder('id')}::integer`)
      : shape === 'short'
        ? or(
            textMatch(donations, sql`${placeholder('pattern')}::text`),
            sql`${donations.vin} ilike ${placeholder('vinPattern')}::text`,
            eq(donations.id, sql`${placeholder('id')}::integer`),
          )
        : undefined;
  return and(
    search,
    filtered ? sql`${donations.status} = any(${placeholder('statuses')}::text[])` : undefined,
  );
}

/** Made on first use, one per kind of search and status filter. */
function memo<T>(make: (shape: Shape, filtered: boolean) => T) {
  const made = new Map<string, T>();
  return (shape: Shape, filtered: boolean): T => {
    const key = `${shape}:${filtered}`;
    let statement = made.get(key);
    if (!statement) made.set(key, (statement = make(shape, filtered)));
    return statement;
  };
}

/**
 * Each kind of search is one statement built once and prepared (db/prepared.ts): the staff list is
 * the back office's busiest request, and building and parsing it cost more than running it. Only a
 * short search is planned on each run (`condition`).
 */
const planEachRun = (shape: Shape) => ({ planEachRun: shape === 'short' });

const pageStatement = memo((shape, filtered) =>
  preparedStatement(
    `donation_page_${shape}${filtered ? '_filtered' : ''}`,
    (db) => {
      let page = db
        .select({
          donation: listColumns,
          charityName: charities.name,
          total: shape === 'all' ? sql<null>`null` : sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(donations)
        .$dynamic();
      if (shape === 'words') page = page.innerJoin(wordsHits(), sql`hits.id = ${donations.id}`);
      return page
        .leftJoin(charities, eq(charities.id, donations.charityId))
        .where(condition(shape, filtered))
        .orderBy(desc(donations.createdAt), desc(donations.id))
        .limit(placeholder('limit'))
        .offset(placeholder('offset'));
    },
    planEachRun(shape),
  ),
);

const countStatement = memo((shape, filtered) =>
  preparedStatement(
    `donation_count_${shape}${filtered ? '_filtered' : ''}`,
    (db) => {
      let counted = db.select({ n: count() }).from(donations).$dynamic();
      if (shape === 'words') counted = counted.innerJoin(wordsHits(), sql`hits.id = ${donations.id}`);
      return counted.where(condition(shape, filtered));
    },
    planEachRun(shape),
  ),
);

/** pg_trgm looks a search up by its trigrams: three letters or digits in a row. */
const HAS_TRIGRAM = /[\p{L}\p{N}]{3}/u;

function searchValues(search: string | undefined): { shape: Shape; values: Record<string, unknown> } {
  if (!search) return { shape: 'all', values: {} };
  const byNumber = /^#\s*(\d{1,9})$/.exec(search);
  if (byNumber) return { shape: 'number', values: { id: Number(byNumber[1]) } };
  const compactVin = search.replace(/[\s-]/g, '');
  const asId = /^(\d{1,9})$/.exec(search);
  const pattern = likePattern(search);
  const vinPattern = compactVin ? likePattern(compactVin) : null;
  const values = { pattern, vinPattern, id: asId ? Number(asId[1]) : null };
  return { shape: HAS_TRIGRAM.test(search) ? 'words' : 'short', values };
}

/**
 * One page of donations, newest first, with the total that matches. A search counts its matches in the
 * same statement (`count(*) over ()`), so the trigram indexes are read once; the whole list is counted
 * apart, since its page is read from the newest end of an index without visiting every row. A later
 * page past the end has no row to carry the count: it is then counted apart too (an empty first page
 * of a search is a count of 0).
 */
export async function searchDonations(db: DbOrTx, q: DonationSearch) {
  const { shape, values } = searchValues(q.search);
  const filtered = q.statuses !== undefined;
  const all = { ...values, ...(filtered ? { statuses: [...q.statuses!] } : {}) };
  const rows = await pageStatement(shape, filtered).run(db, { ...all, limit: q.limit, offset: q.offset });
  if (shape !== 'all' && rows.length > 0) return { rows, total: rows[0]!.total ?? 0 };
  if (shape !== 'all' && q.offset === 0) return { rows, total: 0 };
  const [total] = await countStatement(shape, filtered).run(db, all);
  return { rows, total: Number(total?.n ?? 0) };
}
