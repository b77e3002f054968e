import { todayInCanada } from '@shared/canada-date';
import { effectiveRegistryStatus } from '@shared/charities/categories';
import type { Charity } from '../../db/schema/charities';
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import { translate, type Locale } from '../../platform/i18n';
import type { SessionUser } from '../../platform/session/session';
import type { CharityRegistryEntry } from '../../db/schema/registry';
import { findRegistryEntry } from '../registry/registry.repo';
import { flagReceiptsFrom, markFlaggedReceiptsRestored } from '../receipts/receipts.repo';
import { allCharityIds, lockCharity, updateCharity } from './charities.repo';
import { companyName, emailAdmins, sendCharityEmail, siteUrl } from './charity-emails';
import { isBlockingStatus } from './charity-verify.service';
import type { SyncResponse } from './charities.schemas';

const COMPARED = ['legalName', 'craStatus', 'registryStatus', 'designationCode'] as const;

/**
 * Re-reads the charity's registry entry and records what changed. A move to revoked, annulled or
 * suspended blocks its receipts at once (the receipt rules read `registryStatus`) and e-mails every
 * admin, in the same transaction as the change.
 */
export async function syncCharity(
  ctx: AppContext,
  opts: { charityId: number; actor: SessionUser | null; locale: Locale },
): Promise<SyncResponse> {
  const now = new Date();
  const company = await companyName(ctx);
  return ctx.db.transaction(async (tx) => {
    const charity = (await lockCharity(tx, opts.charityId))!;
    const entry = await findRegistryEntry(tx, charity.registrationNumber);
    const next: Pick<Charity, (typeof COMPARED)[number]> = entry
      ? {
          legalName: entry.legalName,
          craStatus: entry.status,
          registryStatus: effectiveRegistryStatus(entry),
          designationCode: entry.designationCode,
        }
      : {
          legalName: charity.legalName,
          craStatus: null,
          registryStatus: null,
          designationCode: charity.designationCode,
        };
    const changes = COMPARED.filter((f) => (charity[f] ?? null) !== (next[f] ?? null)).map((field) => ({
      field,
      from: charity[field] ?? null,
      to: next[field] ?? null,
    }));
    const blocked = isBlockingStatus(next.registryStatus) && !isBlockingStatus(charity.registryStatus);
    // The date the blocking status applies from; receipts issued on or after it are flagged.
    const blockedFrom = blocked ? blockingDate(entry, now) : null;
    // Registered again after a revocation or suspension (a later import): new receipts are not flagged;
    // the ones issued while blocked keep their flag, with the date the status came back (issue 33).
    const restored =
      entry !== undefined &&
      isBlockingStatus(charity.registryStatus) &&
      !isBlockingStatus(next.registryStatus);
    const restoredOn = restored ? restoredDate(entry, charity.registryStatusDate, now) : null;
    await updateCharity(tx, charity.id, {
      ...next,
      ...(blocked ? { registryStatusDate: blockedFrom } : {}),
      ...(isBlockingStatus(next.registryStatus) ? {} : { registryStatusDate: null }),
      lastSyncDate: now,
      lastVerified: entry ? now : charity.lastVerified,
      syncStatus: entry ? 'synced' : 'not_found',
    });
    const flagged = blockedFrom
      ? await flagReceiptsFrom(tx, {
          charityId: charity.id,
          from: blockedFrom,
          status: next.registryStatus ?? '',
          at: now,
        })
      : [];
    if (restoredOn) {
      const kept = await markFlaggedReceiptsRestored(tx, { charityId: charity.id, on: restoredOn });
      await audit(tx, {
        actor: opts.actor,
        action: 'receipt.registry-restored',
        entityType: 'charity',
        entityId: charity.id,
        details: { status: next.registryStatus, on: restoredOn, flaggedKept: kept },
      });
    }
    if (changes.length > 0)
      await audit(tx, {
        actor: opts.actor,
        action: 'charity.sync',
        entityType: 'charity',
        entityId: charity.id,
        details: { changes },
      });
    if (blocked)
      await emailAdmins(tx, company, 'statusBlocked', {
        name: charity.name,
        registrationNumber: charity.registrationNumber,
        status: next.registryStatus ?? '',
        url: siteUrl(ctx, '/admin/charities'),
      });
    if (flagged.length > 0) {
      const params = {
        name: charity.name,
        registrationNumber: charity.registrationNumber,
        status: next.registryStatus ?? '',
        date: blockedFrom!,
        count: flagged.length,
        numbers: flagged.join(', '),
        url: siteUrl(ctx, '/admin/charities'),
      };
      await emailAdmins(tx, company, 'receiptsFlagged', params);
      if (charity.email)
        await sendCharityEmail(tx, {
          company,
          to: charity.email,
          locale: charity.locale,
          kind: 'receiptsFlagged',
          params: { ...params, url: siteUrl(ctx, '/charity-management') },
        });
      await audit(tx, {
        actor: opts.actor,
        action: 'receipt.registry-flag',
        entityType: 'charity',
        entityId: charity.id,
        details: { status: next.registryStatus, from: blockedFrom, receipts: flagged },
      });
    }
    return {
      success: entry !== undefined,
      lastSync: now.toISOString(),
      changes,
      receiptingBlocked: blocked || isBlockingStatus(next.registryStatus),
      message: translate(opts.locale, entry ? 'charities:sync.done' : 'charities:sync.notFound', {
        count: changes.length,
      }),
    };
  });
}

/**
 * When a blocking status starts: the registry's effective date for a revoked, annulled or suspended
 * entry; for a suspension read from the sanctions of a registered entry (whose effective date is its
 * registration), a date written in the sanction, else the day of the import.
 */
function blockingDate(entry: CharityRegistryEntry | undefined, now: Date): string {
  if (entry && isBlockingStatus(entry.status) && entry.effectiveDate) return entry.effectiveDate;
  const inSanction = entry?.sanctions?.match(/\b(\d{4}-\d{2}-\d{2})\b/);
  return inSanction?.[1] ?? todayInCanada(now);
}

/**
 * When a registration came back: the registry's effective date of the new status when it is not
 * before the blocking date (a file can carry the original registration date), else the import's day.
 */
function restoredDate(entry: CharityRegistryEntry, blockedFrom: string | null, now: Date): string {
  const effective = entry.effectiveDate;
  if (effective && (!blockedFrom || effective >= blockedFrom)) return effective;
  return todayInCanada(now);
}

/**
 * Re-reads the registry for every charity (after a registry import): a revocation in the new file
 * blocks that charity's receipts and e-mails the admins without anyone opening its page.
 */
export async function syncAllCharities(ctx: AppContext): Promise<{ synced: number; blocked: number }> {
  let blocked = 0;
  const ids = await allCharityIds(ctx.db);
  for (const id of ids) {
    const result = await syncCharity(ctx, { charityId: id, actor: null, locale: 'en' });
    if (result.changes.length > 0 && result.receiptingBlocked) blocked++;
  }
  return { synced: ids.length, blocked };
}
