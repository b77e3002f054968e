import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
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

/** What a search asks, as the values of the statements below. */
type Shape = 'all' | 'text' | 'number';

const placeholder = (name: string) => sql.placeholder(name);

/**
 * Name, full name, e-mail, VIN, make, model or number. Digits also match inside VINs (staff read out
 * the last digits); "#123" asks for donation 123 only. The text fields are first asked together
 * through their trigram index (donationSearchText), then one by one, so a match never spans two fields.
 * A value left null matches nothing (no VIN pattern for a search of spaces, no number for a word).
 */
function condition(shape: Shape, filtered: boolean): SQL | undefined {
  const pattern = placeholder('pattern');
  const search =
    shape === 'number'
      ? eq(donations.id, sql`${placeholder('id')}::integer`)
      : shape === 'text'
        ? or(
            and(
              ilike(donationSearchText(donations), sql`${pattern}::text`),
              or(
                // The full name also matches the first or the last name alone.
                sql`${donations.firstName} || ' ' || ${donations.lastName} ilike ${pattern}::text`,
                sql`${donations.email} ilike ${pattern}::text`,
                sql`${donations.make} ilike ${pattern}::text`,
                sql`${donations.model} ilike ${pattern}::text`,
              ),
            ),
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
 * the back office's busiest request, and building and parsing it cost more than running it. A text
 * search is planned on each run: its generic plan walks the whole table newest first (111 ms over
 * 100,000 donations, against 2.5 ms through the trigram index).
 */
const planEachRun = (shape: Shape) => ({ planEachRun: shape === 'text' });

const pageStatement = memo((shape, filtered) =>
  preparedStatement(
    `donation_page_${shape}${filtered ? '_filtered' : ''}`,
    (db) =>
      db
        .select({
          donation: listColumns,
          charityName: charities.name,
          total: shape === 'all' ? sql<null>`null` : sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(donations)
        .leftJoin(charities, eq(charities.id, donations.charityId))
        .where(condition(shape, filtered))
        .orderBy(desc(donations.createdAt), desc(donations.id))
        .limit(placeholder('limit'))
        .offset(placeholder('offset')),
    planEachRun(shape),
  ),
);

const countStatement = memo((shape, filtered) =>
  preparedStatement(
    `donation_count_${shape}${filtered ? '_filtered' : ''}`,
    (db) => db.select({ n: count() }).from(donations).where(condition(shape, filtered)),
    planEachRun(shape),
  ),
);

function searchValues(search: string | undefined): { shape: Shape; values: Record<string, unknown> } {
  if (!search) return { shape: 'all', values: {} };
  const byNumber = /^#\s*(\d{1,9})$/.exec(search);
  if (byNumber) return { shape: 'number', values: { id: Number(byNumber[1]) } };
  const compactVin = search.replace(/[\s-]/g, '');
  const asId = /^(\d{1,9})$/.exec(search);
  return {
    shape: 'text',
    values: {
      pattern: likePattern(search),
      vinPattern: compactVin ? likePattern(compactVin) : null,
      id: asId ? Number(asId[1]) : null,
    },
  };
}

/**
 * One page of donations, newest first, with the total that matches. A search counts its matches in the
 * same statement (`count(*) over ()`), so the trigram indexes are read once; the whole list is counted
 * apart, since its page is read from the newest end of an index without visiting every row. A page past
 * the end has no row to carry the count: it is then counted apart too.
 */
export async function searchDonations(db: DbOrTx, q: DonationSearch) {
  const { shape, values } = searchValues(q.search);
  const filtered = q.statuses !== undefined;
  const all = { ...values, ...(filtered ? { statuses: [...q.statuses!] } : {}) };
  const rows = await pageStatement(shape, filtered).run(db, { ...all, limit: q.limit, offset: q.offset });
  if (shape !== 'all' && rows.length > 0) return { rows, total: rows[0]!.total ?? 0 };
  const [total] = await countStatement(shape, filtered).run(db, all);
  return { rows, total: Number(total?.n ?? 0) };
}
