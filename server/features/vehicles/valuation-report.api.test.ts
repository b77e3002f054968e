import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@shared/money';
import { createTestApp, type TestApp } from '../../test/test-app';
import { extractPdfText as pdfText } from '../../platform/pdf/pdf-read.testing';

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
      `Estimated donation value: ${formatMoney(valuation.estimatedValue, 'en', { wholeDollars: true })}`,
    );
    expect(text).toContain(formatMoney(valuation.marketRange.low, 'en', { wholeDollars: true }));
    expect(text).toContain(formatMoney(valuation.taxDeduction.total, 'en'));
    expect(text).toContain(valuation.taxDeduction.assumptions[0].slice(0, 40));
    expect(text).toContain(valuation.recommendations[0].slice(0, 40));
    expect(text).toContain('[Estimate]');
    expect(text).toMatch(/It is not an\s+appraisal/);
    expect(text).toContain('168,000 km');
    expect(text).toMatch(/Title brand: \s*Clean/);
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
    expect(text).toMatch(/Title brand: \s*Rebuilt \(repaired and inspected\)/);
    expect(text).toMatch(/Boat length: \s*22 ft/);
  });

  it('writes the report in French when the body asks for it, amounts formatted for fr-CA', async () => {
    const valuation = (await post('/api/vehicles/valuation', vehicle, { 'accept-language': 'fr-CA' })).json();
    const res = await post('/api/vehicles/valuation/report', { ...vehicle, locale: 'fr' });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    const amount = formatMoney(valuation.estimatedValue, 'fr', { wholeDollars: true });
    expect(amount).toMatch(/^\d{1,3}(\u00a0\d{3})* \$|^\d{1,3}(\u00a0\d{3})*\u00a0\$/);
    expect(text).toContain(`Valeur estimée du don : ${amount}`);
    expect(text).toContain("Rapport d'évaluation de véhicule");
    expect(text).toContain('168\u00a0000 km');
    expect(text).toContain('Québec');
    expect(text).toContain('[Estimation]');
    expect(text).not.toContain('Vehicle Valuation Report');
  });

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
