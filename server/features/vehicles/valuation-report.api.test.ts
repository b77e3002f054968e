import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@shared/money';
import { createTestApp, type TestApp } from '../../test/test-app';
import { flatPdfText as pdfText, pdfTextRuns } from '../../platform/pdf/pdf-read.testing';
import { PDF_LABEL_WIDTH, PDF_PAGE } from '../../platform/pdf/pdf-layout';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const vehicle = {
  year: 2016,
  make: 'Subaru',
  model: 'Outback',
  trim: 'Touring',
  mileage: 168_000,
  condition: 'fair',
  accidents: 'minor',
  serviceHistory: 'good',
  modifications: 'Roof rack',
  location: 'QC',
  vin: '',
  hasLienOrFinance: true,
};

let ip = 0;
function post(
  url: string,
  payload: object,
  headers: Record<string, string> = {},
  remoteAddress = `10.1.0.${++ip}`,
) {
  return t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
}

describe('POST /api/vehicles/valuation/report', () => {
  it('answers a PDF attachment with the results in English', async () => {
    const valuation = (await post('/api/vehicles/valuation', vehicle)).json();
    const res = await post('/api/vehicles/valuation/report', vehicle);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="valuation-report.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = pdfText(res.rawPayload);
    expect(text).toContain('Vehicle Valuation Report');
    expect(text).toContain('2016 Subaru Outback Touring');
    expect(text).toContain(
      `Estimated donation value ${formatMoney(valuation.estimatedValue, 'en', { wholeDollars: true })}`,
    );
    expect(text).toContain(formatMoney(valuation.marketRange.low, 'en', { wholeDollars: true }));
    expect(text).toContain(formatMoney(valuation.taxDeduction.total, 'en'));
    expect(text).toContain(valuation.taxDeduction.assumptions[0].slice(0, 40));
    expect(text).toContain(valuation.recommendations[0].slice(0, 40));
    expect(text).toContain('[Estimate]');
    expect(text).toMatch(/It is not an appraisal/);
    expect(text).toContain('Mileage 168,000 km');
    expect(text).toContain('Title brand Clean');
  });

  it('names the title brand and a boat length (issue 33)', async () => {
    const boat = {
      ...vehicle,
      make: 'Other',
      model: 'Boat',
      year: 2018,
      mileage: 0,
      titleBrand: 'rebuilt',
      boatLengthFt: 22,
    };
    const res = await post('/api/vehicles/valuation/report', boat);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Title brand Rebuilt (repaired and inspected)');
    expect(text).toContain('Boat length 22 ft');
  });

  it('writes the report in French when the body asks for it, amounts formatted for fr-CA', async () => {
    const valuation = (await post('/api/vehicles/valuation', vehicle, { 'accept-language': 'fr-CA' })).json();
    const res = await post('/api/vehicles/valuation/report', { ...vehicle, locale: 'fr' });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    const amount = formatMoney(valuation.estimatedValue, 'fr', { wholeDollars: true });
    expect(amount).toMatch(/^\d{1,3}(\u00a0\d{3})* \$|^\d{1,3}(\u00a0\d{3})*\u00a0\$/);
    expect(text).toContain(`Valeur estimée du don ${amount.replace(/\s/g, ' ')}`);
    expect(text).toContain("Rapport d'évaluation de véhicule");
    expect(text).toContain('Kilométrage 168 000 km');
    expect(text).toContain('Québec');
    expect(text).toContain('[Estimation]');
    expect(text).not.toContain('Vehicle Valuation Report');
  });

  it.each(['en', 'fr'] as const)(
    'is laid out like the official receipt: its title, a label/value table and the charity name (%s)',
    async (locale) => {
      const res = await post('/api/vehicles/valuation/report', { ...vehicle, locale });
      const runs = pdfTextRuns(res.rawPayload);
      // The receipt's title: 15 pt bold at the left margin, first on the page.
      expect(runs[0]).toMatchObject({ x: PDF_PAGE.margin, size: 15 });
      expect(runs[0]!.text).toBe(
        locale === 'fr' ? "Rapport d'évaluation de véhicule" : 'Vehicle Valuation Report',
      );
      // Each detail is a row of the receipt's table: the label at the margin, its value in the
      // second column on the same baseline.
      const valueX = PDF_PAGE.margin + PDF_LABEL_WIDTH + 10;
      const rowOf = (label: string) => {
        // The last such run: a section heading may carry the same word ("Vehicle").
        const at = runs.filter((r) => r.text === label && r.x === PDF_PAGE.margin).at(-1);
        expect(at, label).toBeDefined();
        return runs
          .filter((r) => r.x >= valueX && Math.abs(r.y - at!.y) < 1)
          .map((r) => r.text)
          .join('');
      };
      const fr = locale === 'fr';
      expect(rowOf(fr ? 'Préparé par' : 'Prepared by')).toBe('Vehicle Donation Canada');
      expect(rowOf(fr ? 'Véhicule' : 'Vehicle')).toBe('2016 Subaru Outback Touring');
      expect(rowOf(fr ? 'Kilométrage' : 'Mileage')).toBe(fr ? '168\u00a0000 km' : '168,000 km');
      expect(rowOf(fr ? 'Privilège ou financement' : 'Lien or financing')).toBe(fr ? 'Oui' : 'Yes');
      // Headings are the receipt's bold section titles, not paragraph text.
      const heading = runs.find((r) => r.text === (fr ? 'Véhicules comparables' : 'Comparable vehicles'));
      expect(heading).toMatchObject({ x: PDF_PAGE.margin, size: 11 });
    },
  );

  it('follows Accept-Language when the body names no language', async () => {
    const res = await post('/api/vehicles/valuation/report', vehicle, {
      'accept-language': 'fr-CA,fr;q=0.9',
    });
    expect(pdfText(res.rawPayload)).toContain("Rapport d'évaluation de véhicule");
  });

  it('refuses bad input with field messages and no PDF', async () => {
    const res = await post('/api/vehicles/valuation/report', { ...vehicle, make: '', mileage: undefined });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().fieldErrors).toMatchObject({
      make: 'Make is required',
      mileage: 'Mileage is required',
    });
    const badLocale = await post('/api/vehicles/valuation/report', { ...vehicle, locale: 'de' });
    expect(badLocale.statusCode).toBe(400);
  });

  it('limits reports per IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i++)
      codes.push((await post('/api/vehicles/valuation/report', vehicle, {}, '10.2.2.2')).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});
