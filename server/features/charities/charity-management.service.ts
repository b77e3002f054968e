import { computeMetrics } from '@shared/charities/metrics';
import { checkEligibility, checkTaxReceiptAuthority, type RuleResult } from '@shared/charities/eligibility';
import type { UpdateCharityRequest } from '@shared/charities/charity.schemas';
import { centsToDecimal, toCents } from '@shared/money';
import type { Charity, NewCharity } from '../../db/schema/charities';
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import { forbidden } from '../../platform/errors';
import { translate, type Locale } from '../../platform/i18n';
import type { SessionUser } from '../../platform/session/session';
import { findRegistryEntry } from '../registry/registry.repo';
import {
  findCharityByUser,
  listCharityDonations,
  listCharityReceipts,
  updateCharity,
} from './charities.repo';
import { registryFlag } from '../receipts/receipt-flag';
import { receiptSignature } from './charity-signature.service';
import { toCharityView } from './charity-view';

export const metricsOf = (c: Charity) => computeMetrics({ ...c, registryStatus: c.registryStatus });

const explain = (locale: Locale, rules: RuleResult[]) =>
  rules.map((r) => ({ rule: r.rule, met: r.met, message: translate(locale, r.key, r.params ?? {}) }));

const defaultPlace = async (ctx: AppContext) => String(await ctx.settings.get('receipts', 'placeOfIssue'));

export async function charityProfile(ctx: AppContext, charity: Charity) {
  return toCharityView(charity, await defaultPlace(ctx));
}

/** The charity a charity account manages (null for staff or an account not linked yet). */
export async function myCharity(ctx: AppContext, actor: SessionUser) {
  if (actor.role !== 'charity') return { charity: null };
  const charity = await findCharityByUser(ctx.db, actor.id);
  return { charity: charity ? await charityProfile(ctx, charity) : null };
}

const decimal = (v: number | null | undefined) =>
  v === undefined ? undefined : v === null ? null : centsToDecimal(toCents(v)!);

/**
 * Changes a charity's profile, receipt settings and figures. The compliance status is staff's
 * call; a charity account may not set it. The scores are recomputed from the new figures.
 */
export async function updateCharityProfile(
  ctx: AppContext,
  opts: {
    charity: Charity;
    request: UpdateCharityRequest & { complianceStatus?: string };
    actor: SessionUser;
  },
) {
  const { request: r } = opts;
  if (r.complianceStatus !== undefined && opts.actor.role === 'charity')
    throw forbidden('charities:errors.complianceStaffOnly');
  const values: Partial<NewCharity> = {
    ...r,
    annualRevenue: decimal(r.annualRevenue),
    charitablePurposes: decimal(r.charitablePurposes),
    fundraisingCosts: decimal(r.fundraisingCosts),
    administrativeCosts: decimal(r.administrativeCosts),
    governmentFunding: decimal(r.governmentFunding),
  };
  for (const k of Object.keys(values) as (keyof NewCharity)[]) if (values[k] === undefined) delete values[k];
  const place = await defaultPlace(ctx);
  return ctx.db.transaction(async (tx) => {
    let updated = await updateCharity(tx, opts.charity.id, values);
    const m = metricsOf(updated);
    updated = await updateCharity(tx, opts.charity.id, {
      efficiencyScore: m.efficiency,
      transparencyScore: m.transparency,
      impactScore: m.impact,
      governanceScore: m.governance,
      overallScore: m.overall,
    });
    await audit(tx, {
      actor: opts.actor,
      action: 'charity.update',
      entityType: 'charity',
      entityId: updated.id,
      details: { fields: Object.keys(values) },
    });
    return toCharityView(updated, place);
  });
}

export async function enhancedInfo(ctx: AppContext, charity: Charity, locale: Locale) {
  const entry = await findRegistryEntry(ctx.db, charity.registrationNumber);
  const money = (v: string | null) => (v === null ? null : Number(v));
  return {
    isValid: entry !== undefined,
    error: entry ? null : translate(locale, 'charities:verify.notFound'),
    registry: entry
      ? {
          status: entry.status,
          effectiveDate: entry.effectiveDate,
          sanction: entry.sanctions,
          designation: entry.designationCode,
          category: entry.categoryDescription,
          charityType: entry.categoryCode,
        }
      : null,
    charity: {
      complianceStatus: charity.complianceStatus,
      boardSize: charity.boardSize,
      fiscalYear: charity.fiscalYear,
      t3010Filed: charity.t3010Filed,
      t3010DueDate: charity.t3010DueDate,
      lastFilingDate: charity.lastFilingDate,
      governmentFunding: money(charity.governmentFunding),
      programAreas: charity.programAreas,
      annualRevenue: money(charity.annualRevenue),
      charitablePurposes: money(charity.charitablePurposes),
      fundraisingCosts: money(charity.fundraisingCosts),
      administrativeCosts: money(charity.administrativeCosts),
    },
  };
}

export async function eligibility(ctx: AppContext, charity: Charity, locale: Locale) {
  const entry = await findRegistryEntry(ctx.db, charity.registrationNumber);
  const r = checkEligibility(charity, entry ?? null);
  return {
    isEligible: r.isEligible,
    requirements: explain(locale, r.requirements),
    restrictions: explain(locale, r.restrictions),
  };
}

export async function taxReceiptAuthority(
  ctx: AppContext,
  opts: { charity: Charity; amountCents: number; locale: Locale },
) {
  const { charity } = opts;
  const entry = await findRegistryEntry(ctx.db, charity.registrationNumber);
  const signature = await receiptSignature(ctx, ctx.db, charity.signatureFileId);
  const r = checkTaxReceiptAuthority({
    charity,
    registry: entry ?? null,
    signatureStored: signature.state === 'ok',
    defaultPlaceOfIssue: await defaultPlace(ctx),
    amountCents: opts.amountCents,
  });
  return {
    isAuthorized: r.isAuthorized,
    receiptRequirements: explain(opts.locale, r.receiptRequirements),
    warnings: explain(opts.locale, r.warnings),
  };
}

export async function charityActivity(ctx: AppContext, charity: Charity) {
  const money = (v: string | null) => (v === null ? null : Number(v));
  const donations = await listCharityDonations(ctx.db, charity.id, 100);
  const receipts = await listCharityReceipts(ctx.db, charity.id, 100);
  return {
    donations: donations.map((d) => ({
      ...d,
      finalValue: money(d.finalValue),
      createdAt: d.createdAt.toISOString(),
    })),
    receipts: receipts.map(({ registryFlagStatus, registryFlagDate, registryRestoredDate, ...r }) => ({
      ...r,
      eligibleAmount: Number(r.eligibleAmount),
      registryFlag: registryFlag({ registryFlagStatus, registryFlagDate, registryRestoredDate }),
    })),
  };
}
