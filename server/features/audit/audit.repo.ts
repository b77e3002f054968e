import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/platform';

export interface AuditFilter {
  actor?: string;
  action?: string;
  /** Inclusive start (a day's first instant, Eastern time). */
  from?: string;
  /** Exclusive end (the day after the last day, Eastern time). */
  toExclusive?: string;
}

/** A YYYY-MM-DD day's start on Eastern time, computed by the database. */
const easternDayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'America/Toronto')`;

function where(f: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.actor) {
    // The account's name, or the username tried by a failed sign-in.
    const pattern = `%${f.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      or(ilike(auditLog.actorName, pattern), ilike(sql`${auditLog.details}->>'username'`, pattern))!,
    );
  }
  if (f.action) parts.push(eq(auditLog.action, f.action));
  if (f.from) parts.push(gte(auditLog.createdAt, easternDayStart(f.from)));
  if (f.toExclusive) parts.push(lt(auditLog.createdAt, easternDayStart(f.toExclusive)));
  return parts.length ? and(...parts) : undefined;
}

export async function pageAudit(db: DbOrTx, f: AuditFilter, limit: number, offset: number) {
  const w = where(f);
  const rows = await db
    .select()
    .from(auditLog)
    .where(w)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(auditLog).where(w);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function auditActions(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .orderBy(asc(auditLog.action));
  return rows.map((r) => r.action);
}
