import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '@client/app/theme';
import type { ValuationResponse } from '@client/features/vehicles/api';
import donateEn from '@shared/i18n/en/donate.json';
import valuationEn from '@shared/i18n/en/valuation.json';
import { EstimateCard } from './EstimateCard';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { donate: donateEn, valuation: valuationEn } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

// A $9,997.78 credit on a $25,000 estimate in Ontario, as the review saw on step 2.
const tax = (donorType: 'individual' | 'corporation') => ({
  taxYear: 2026,
  ratesYear: 2026,
  province: 'ON' as const,
  provinceName: 'Ontario',
  donorType,
  corporateDeduction:
    donorType === 'corporation'
      ? 'A corporation does not claim a donation tax credit: it deducts the eligible amount ($25,000) from its taxable income.'
      : null,
  federalCredit: 7222,
  quebecAbatement: 0,
  federal: 7222,
  provincial: 2775.78,
  total: 9997.78,
  topBracket: { federal: 8222, provincial: 4330.2, total: 12552.2 },
  effectiveRate: 0.3999,
  rates: {
    federalFirst200: 14,
    federalAbove200: 29,
    federalTop: 33,
    provincialFirst200: 5.05,
    provincialAbove200: 11.16,
    provincialTop: 17.4096,
  },
  sources: [],
  assumptions: [],
});
const estimate = (donorType: 'individual' | 'corporation') =>
  ({
    estimatedValue: 25_000,
    marketRange: { low: 22_000, high: 28_000 },
    taxDeduction: tax(donorType),
  }) as unknown as ValuationResponse;

const render = (e: ValuationResponse, donorType: 'individual' | 'corporation') =>
  renderToString(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <EstimateCard estimate={e} donorType={donorType} />
      </MantineProvider>
    </I18nextProvider>,
  );

describe("the wizard's estimate card on step 2", () => {
  it('shows an individual the potential tax savings', () => {
    const html = render(estimate('individual'), 'individual');
    expect(html).toContain('Potential tax savings');
    expect(html).toContain('$9,997.78');
  });

  it("shows a corporation its deduction, never an individual's credit", () => {
    const html = render(estimate('corporation'), 'corporation');
    expect(html).toContain('Deduction from taxable income');
    expect(html).toContain('deducts the eligible amount');
    expect(html).not.toContain('Potential tax savings');
    expect(html).not.toContain('9,997.78');
  });

  it('says it is updating, not the credit, while the estimate is asked again for a corporation', () => {
    const html = render(estimate('individual'), 'corporation');
    expect(html).toContain('Updating…');
    expect(html).not.toContain('9,997.78');
  });
});
