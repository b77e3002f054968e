import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '@client/app/theme';
import receiptsEn from '@shared/i18n/en/receipts.json';
import receiptsFr from '@shared/i18n/fr/receipts.json';
import type { ProposedReceipt } from './api';
import { ReceiptForm } from './ReceiptForm';

/** The staff receipt form after a scrap (issue 33): every figure on file shown, the default marked. */
const proposed: ProposedReceipt = {
  mode: 'issue',
  fairMarketValue: 1800,
  advantageAmount: 0,
  eligibleAmount: 1800,
  deemed: false,
  deemedReason: null,
  advantageDescriptionRequired: false,
  refusals: [],
  canIssue: true,
  placeOfIssue: 'Toronto, ON',
  warnings: [],
  evidence: [
    {
      id: 'bid:3',
      kind: 'bid',
      amount: 2000,
      receiptValue: 2000,
      armsLength: false,
      date: '2026-11-20',
      source: 'Own Motors',
      auctionId: 7,
      isDefault: false,
    },
    {
      id: 'bid:2',
      kind: 'bid',
      amount: 1800,
      receiptValue: 1800,
      armsLength: true,
      date: '2026-11-19',
      source: 'Northway Auto',
      auctionId: 7,
      isDefault: true,
    },
    {
      id: 'scrap:7',
      kind: 'scrap',
      amount: 350,
      receiptValue: 350,
      armsLength: true,
      date: '2026-11-24',
      source: null,
      auctionId: 7,
      isDefault: false,
    },
  ],
};

function render(lng: 'en' | 'fr') {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng,
    resources: { en: { receipts: receiptsEn }, fr: { receipts: receiptsFr } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <ReceiptForm donationId={1} proposed={proposed} onChanged={() => undefined} />
        </MantineProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  )
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'");
}

describe('the staff receipt form after a scrap', () => {
  it('lists each figure on file with its source and marks the highest arm’s-length one as the default', () => {
    const html = render('en');
    expect(html).toContain('Basis of the value');
    expect(html).toContain("Dealer's bid: $1,800.00");
    expect(html).toContain('Scrap sale: $350.00');
    expect(html).toContain('Northway Auto · auction #7');
    expect(html).toContain("Not at arm's length");
    expect(html.match(/>Default</g)).toHaveLength(1);
    // The default is checked and the value prefilled from it.
    expect(html).toMatch(/value="bid:2"[^>]*checked|checked[^>]*value="bid:2"/);
    expect(html).toContain('value="1,800.00"');
    // No reason is asked while the default is kept.
    expect(html).not.toContain('Why this figure');
  });

  it('speaks French', () => {
    const html = render('fr');
    expect(html).toContain('Fondement de la valeur');
    expect(html).toContain('Vente pour la ferraille');
    expect(html).toContain('Avec lien de dépendance');
    expect(html).toContain('Par défaut');
  });
});
