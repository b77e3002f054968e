import { provinceLabelKey } from '@shared/geo/provinces';
import { formatMoney } from '@shared/money';
import { calculateDonationCredit } from '@shared/tax/donation-credit';
import type { CreditRateRow } from '@shared/tax/donation-credit-rates';
import type { ValuationRequest } from '@shared/vehicles/valuation.schemas';
import { hasKey, translate, type Locale } from '../../platform/i18n';
import type { TaxSavings } from './vehicles.schemas';

const bpsToPercent = (bps: number) => bps / 100;

/**
 * The donor's tax saving on the estimate, translated: the federal credit (for Quebec, the full
 * credit, the 16.5% abatement and the net), the provincial credit, the range up to the top-bracket
 * rates, and the form and year behind each rate. A corporation deducts the gift instead.
 */
export function taxSavings(opts: {
  value: number;
  request: ValuationRequest;
  taxYear: number;
  locale: Locale;
}): TaxSavings {
  const { value, request, taxYear, locale } = opts;
  const credit = calculateDonationCredit({ amount: value, province: request.location, taxYear });
  const provinceName = translate(locale, provinceLabelKey(request.location));
  const params = { taxYear, ratesYear: credit.ratesYear, province: provinceName };
  const { federal: fed, provincial: prov } = credit.rates;
  const corporation = request.donorType === 'corporation';
  return {
    taxYear,
    ratesYear: credit.ratesYear,
    province: request.location,
    provinceName,
    donorType: request.donorType ?? 'individual',
    corporateDeduction: corporation
      ? translate(locale, 'domain:tax.corporateDeduction', {
          amount: formatMoney(value, locale, { wholeDollars: true }),
        })
      : null,
    federalCredit: credit.federalCredit,
    quebecAbatement: credit.quebecAbatement,
    federal: credit.federal,
    provincial: credit.provincial,
    total: credit.total,
    topBracket: credit.topBracket,
    effectiveRate: credit.effectiveRate,
    rates: {
      federalFirst200: bpsToPercent(fed.firstBps),
      federalAbove200: bpsToPercent(fed.aboveBps),
      federalTop: bpsToPercent(fed.topBps),
      provincialFirst200: bpsToPercent(prov.firstBps),
      provincialAbove200: bpsToPercent(prov.aboveBps),
      // Ontario: 11.16% worth 1.56 times itself through the surtax, 17.4096% (not rounded).
      provincialTop: (prov.topBps * (10_000 + prov.topSurtaxBps)) / 1_000_000,
    },
    sources: [sourceLine(fed, credit.ratesYear, locale), sourceLine(prov, credit.ratesYear, locale)],
    assumptions: credit.assumptions.map((key) => translate(locale, key, params)),
  };
}

/** A form's name in the reader's language ("Schedule 9" is "Annexe 9" in French); ON428 is ON428 in both. */
function formName(form: string, locale: Locale): string {
  const key = `domain:tax.formName.${form.replace(/[^A-Za-z0-9]/g, '')}`;
  return hasKey(key) ? translate(locale, key) : form;
}

/** "Ontario: ON428, 2026 not yet published, carried from 2025 (rate set in statute)". */
function sourceLine(row: CreditRateRow, ratesYear: number, locale: Locale): string {
  const jurisdiction =
    row.jurisdiction === 'CA'
      ? translate(locale, 'domain:tax.federal')
      : translate(locale, provinceLabelKey(row.jurisdiction));
  return translate(locale, row.carried ? 'domain:tax.sourceCarried' : 'domain:tax.source', {
    jurisdiction,
    form: formName(row.form, locale),
    taxYear: ratesYear,
    formYear: row.formYear,
    basis: translate(locale, `domain:tax.basis.${row.basis}`),
  });
}
