import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import enDomain from './i18n/en/domain.json';
import enValidation from './i18n/en/validation.json';
import frDomain from './i18n/fr/domain.json';
import frValidation from './i18n/fr/validation.json';
import { PROVINCE_CODES, provinceLabelKey } from './geo/provinces';
import {
  checkTransition,
  DONATION_STATUSES,
  STATUS_GROUPS,
  statusLabelKey,
  statusMessageKey,
  TRANSITION_ERROR_CODES,
} from './donations/status-machine';
import { PICKUP_PREFERENCES, PICKUP_TIMES } from './donations/donation.schemas';
import { calculateDonationCredit } from './tax/donation-credit';
import {
  ACCIDENT_LEVELS,
  CATALOGUE_MAKES,
  SERVICE_HISTORY_LEVELS,
  VEHICLE_CLASSES,
  VEHICLE_CONDITIONS,
  VEHICLE_TYPES,
} from './vehicles/catalogue';
import { estimateVehicleValue, modelComparables, type ValuationInput } from './vehicles/valuation';

/** The keys this part of shared/ emits must exist in both languages and render without leftovers. */
const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    resources: {
      en: { domain: enDomain, validation: enValidation },
      fr: { domain: frDomain, validation: frValidation },
    },
    lng: 'en',
    ns: ['domain', 'validation'],
    interpolation: { escapeValue: false },
  });
});

function render(key: string, params: Record<string, unknown> = {}) {
  return (['en', 'fr'] as const).map((lng) => {
    const exists = i18n.exists(key, { lng, fallbackLng: false });
    return { lng, exists, text: i18n.t(key, { lng, ...params }) };
  });
}

function expectRendered(key: string, params: Record<string, unknown> = {}) {
  for (const { lng, exists, text } of render(key, params)) {
    expect(exists, `${lng} ${key}`).toBe(true);
    expect(text, `${lng} ${key}`).not.toMatch(/\{\{|\$t\(|domain:|validation:/);
  }
}

describe('domain and validation catalogs', () => {
  it('name every province, status, status group and donor status message', () => {
    for (const code of PROVINCE_CODES) expectRendered(provinceLabelKey(code));
    for (const status of DONATION_STATUSES) {
      expectRendered(statusLabelKey(status));
      expectRendered(statusMessageKey(status));
    }
    for (const group of STATUS_GROUPS) expectRendered(`domain:statusGroup.${group}`);
  });

  it('render every transition error with both status labels', () => {
    for (const code of TRANSITION_ERROR_CODES) {
      expectRendered(`domain:transitionError.${code}`, { from: 'pending', to: 'valued' });
    }
    const result = checkTransition({
      from: 'processing',
      to: 'pending',
      role: 'editor',
      hasFinalValue: false,
    });
    if (result.ok) throw new Error('expected a refusal');
    expect(i18n.t(result.messageKey, { lng: 'en', ...result.params })).toBe(
      'Only an administrator can move a donation back from “Processing” to “Pending Review”.',
    );
    expect(i18n.t(result.messageKey, { lng: 'fr', ...result.params })).toBe(
      "Seul un administrateur peut ramener un don de « En traitement » à « En attente d'examen ».",
    );
  });

  it('label every vehicle choice and the generic models', () => {
    for (const type of VEHICLE_TYPES) expectRendered(`domain:vehicleType.${type}`);
    for (const condition of VEHICLE_CONDITIONS) {
      expectRendered(`domain:condition.${condition}`);
      expectRendered(`domain:conditionHint.${condition}`);
    }
    for (const level of ACCIDENT_LEVELS) expectRendered(`domain:accidents.${level}`);
    for (const level of SERVICE_HISTORY_LEVELS) expectRendered(`domain:serviceHistory.${level}`);
    for (const vehicleClass of VEHICLE_CLASSES) expectRendered(`domain:vehicleClass.${vehicleClass}`);
    for (const preference of PICKUP_PREFERENCES) expectRendered(`domain:pickupPreference.${preference}`);
    for (const time of PICKUP_TIMES) expectRendered(`domain:pickupTime.${time}`);
    expectRendered('domain:charityChoice.recommend');
    for (const make of CATALOGUE_MAKES) {
      if (make.labelKey) expectRendered(make.labelKey);
      for (const model of make.models) if (model.labelKey) expectRendered(model.labelKey);
    }
  });

  it('render every valuation factor, recommendation and comparable label', () => {
    const input: ValuationInput = {
      year: 2024,
      make: 'Ford',
      model: 'F-150',
      mileage: 30_000,
      condition: 'poor',
      accidents: 'major',
      serviceHistory: 'poor',
      modifications: 'Lift kit',
      location: 'QC',
      hasLienOrFinance: true,
    };
    const result = estimateVehicleValue(input, { currentYear: 2026 });
    const floored = estimateVehicleValue(
      { ...input, year: 1986, make: 'Pontiac', model: 'Sunfire' },
      { currentYear: 2026 },
    );
    for (const factor of [...result.factors, ...floored.factors]) expectRendered(factor.name, factor.params);
    expect(floored.factors.some((f) => f.name.endsWith('scrapFloor'))).toBe(true);
    const recommendations = [...result.recommendations, ...floored.recommendations];
    expect(new Set(recommendations.map((r) => r.key)).size).toBe(7);
    for (const r of recommendations) expectRendered(r.key, r.params);
    for (const c of modelComparables({ ...input, condition: 'good' }, 10, { currentYear: 2026 })) {
      expectRendered(c.labelKey);
    }
    expectRendered('domain:valuation.estimateNotice');
    expect(i18n.t(result.factors[1]!.name, { lng: 'fr', ...result.factors[1]!.params })).toBe(
      'Kilométrage : 30\u202f000 km (environ 36\u202f000 km attendus)',
    );
  });

  it('render every tax assumption', () => {
    const keys = new Set<string>([
      ...calculateDonationCredit({ amount: 1000, province: 'QC', taxYear: 2030 }).assumptions,
      ...calculateDonationCredit({ amount: 1000, province: 'PE', taxYear: 2026 }).assumptions,
    ]);
    expect(keys.size).toBe(4);
    for (const key of keys) expectRendered(key);
    for (const key of ['federal', 'basis.statute', 'basis.form', 'basis.secondary'])
      expectRendered(`domain:tax.${key}`);
  });

  it('hold every validation key the shared schemas use', () => {
    const root = fileURLToPath(new URL('.', import.meta.url));
    const files = [
      'vehicles/valuation.schemas.ts',
      'donations/donation.schemas.ts',
      'validation/vin.ts',
      'validation/phone.ts',
      'validation/postal-code.ts',
    ].map((f) => join(root, f));
    const used = new Set(
      files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/'(validation:\w+)'/g)].map((m) => m[1]!)),
    );
    expect(used.size).toBeGreaterThan(30);
    for (const key of used)
      expectRendered(key, {
        minimum: 1985,
        maximum: 2026,
        label: 'Name',
        amount: '$10',
        ...{ year: 2012, make: 'Kia', model: 'Telluride', years: '2020–' },
      });
  });
});
