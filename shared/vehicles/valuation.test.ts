import { describe, expect, it } from 'vitest';
import { PROVINCE_CODES } from '../geo/provinces';
import {
  ACCIDENT_LEVELS,
  CATALOGUE_MAKES,
  findMake,
  RV_CLASSES,
  SERVICE_HISTORY_LEVELS,
  TITLE_BRANDS,
  VEHICLE_CONDITIONS,
  vehicleClassOf,
} from './catalogue';
import { estimateVehicleValue, modelComparables, type ValuationInput } from './valuation';
import { DURABLE_CLASSES, scrapValue } from './valuation-tables';
import { isCollectible } from './model-prices';

const NOW = { currentYear: 2026 };

const CIVIC: ValuationInput = {
  year: 2018,
  make: 'Honda',
  model: 'Civic',
  mileage: 128_000,
  condition: 'good',
  accidents: 'none',
  serviceHistory: 'good',
  location: 'ON',
  hasLienOrFinance: false,
  vin: '2HGFC2F59JH000000',
};

/** Small deterministic generator (mulberry32) so the property tests are repeatable. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(next: () => number, list: readonly T[]): T {
  return list[Math.floor(next() * list.length)] as T;
}

function sampleInputs(count: number, seed = 42): ValuationInput[] {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const make = pick(next, CATALOGUE_MAKES);
    return {
      year: 1985 + Math.floor(next() * 42),
      make: make.name,
      model: next() < 0.9 ? pick(next, make.models).name : 'Hand-typed model',
      mileage: Math.floor(next() * 500_000),
      condition: pick(next, VEHICLE_CONDITIONS),
      accidents: pick(next, ACCIDENT_LEVELS),
      serviceHistory: pick(next, SERVICE_HISTORY_LEVELS),
      modifications: next() < 0.2 ? 'Lift kit' : null,
      location: pick(next, PROVINCE_CODES),
      hasLienOrFinance: next() < 0.2,
      vin: null,
      titleBrand: pick(next, TITLE_BRANDS),
      rvClass: pick(next, RV_CLASSES),
      boatLengthFt: 8 + Math.floor(next() * 40),
    };
  });
}

const SAMPLES = sampleInputs(3000);
const value = (input: ValuationInput) => estimateVehicleValue(input, NOW).estimatedValue;

describe('estimateVehicleValue, properties over 3,000 vehicles', { timeout: 60_000 }, () => {
  it('returns whole dollars, a range that contains the estimate, and respects the scrap floor', () => {
    for (const input of SAMPLES) {
      const result = estimateVehicleValue(input, NOW);
      const floor = scrapValue(vehicleClassOf(input.make, input.model), input.rvClass);
      expect(Number.isInteger(result.estimatedValue)).toBe(true);
      expect(Number.isInteger(result.marketRange.low)).toBe(true);
      expect(Number.isInteger(result.marketRange.high)).toBe(true);
      expect(result.estimatedValue).toBeGreaterThanOrEqual(floor);
      expect(result.marketRange.low).toBeGreaterThanOrEqual(floor);
      expect(result.marketRange.low).toBeLessThanOrEqual(result.estimatedValue);
      expect(result.marketRange.high).toBeGreaterThanOrEqual(result.estimatedValue);
    }
  });

  it('is deterministic', () => {
    for (const input of SAMPLES.slice(0, 500)) {
      expect(estimateVehicleValue({ ...input }, NOW)).toEqual(estimateVehicleValue(input, NOW));
    }
  });

  it('never rises with more km', () => {
    for (const input of SAMPLES) {
      for (const extra of [1, 1_000, 20_000, 100_000]) {
        expect(value({ ...input, mileage: input.mileage + extra })).toBeLessThanOrEqual(value(input));
      }
    }
  });

  it('never rises with age, at the same km', () => {
    for (const input of SAMPLES) {
      for (const older of [1, 2, 5, 15]) {
        expect(value({ ...input, year: input.year - older }), JSON.stringify(input)).toBeLessThanOrEqual(
          value(input),
        );
      }
    }
  });

  it('never rises with a worse condition, accident record or service history', () => {
    const worse = <T>(list: readonly T[]) => list.slice(1).map((level, i) => [list[i] as T, level] as const);
    for (const input of SAMPLES) {
      for (const [better, poorer] of worse(VEHICLE_CONDITIONS)) {
        expect(value({ ...input, condition: poorer })).toBeLessThanOrEqual(
          value({ ...input, condition: better }),
        );
      }
      for (const [fewer, more] of worse(ACCIDENT_LEVELS)) {
        expect(value({ ...input, accidents: more })).toBeLessThanOrEqual(
          value({ ...input, accidents: fewer }),
        );
      }
      for (const [better, poorer] of worse(SERVICE_HISTORY_LEVELS)) {
        expect(value({ ...input, serviceHistory: poorer })).toBeLessThanOrEqual(
          value({ ...input, serviceHistory: better }),
        );
      }
    }
  });

  it('is not changed by a lien', () => {
    for (const input of SAMPLES.slice(0, 500)) {
      expect(value({ ...input, hasLienOrFinance: true })).toBe(value({ ...input, hasLienOrFinance: false }));
    }
  });
});

describe('estimateVehicleValue, examples', () => {
  it('values an eight-year-old Civic with average km as in the worked example of the docs', () => {
    const result = estimateVehicleValue(CIVIC, NOW);
    // 30,000 x 0.401731 (eight years at Honda's slower depreciation) = 12,051.93 -> 12,050; spread 14%.
    expect(result.estimatedValue).toBe(12_050);
    expect(result.marketRange).toEqual({ low: 10_360, high: 13_740 });
    expect(result.vehicleClass).toBe('compact');
    expect(result.floorApplied).toBe(false);
  });

  it('explains its factors with translation keys and signed percentages', () => {
    const result = estimateVehicleValue({ ...CIVIC, condition: 'fair', accidents: 'minor' }, NOW);
    const byName = Object.fromEntries(result.factors.map((f) => [f.name, f]));
    expect(byName['domain:valuation.factor.condition']).toMatchObject({ impact: '-20%', percent: -20 });
    expect(byName['domain:valuation.factor.accidents']).toMatchObject({ impact: '-10%' });
    expect(byName['domain:valuation.factor.mileage']).toMatchObject({
      impact: '0%',
      params: { km: 128_000, expectedKm: 128_000 },
    });
    expect(byName['domain:valuation.factor.age']?.params).toEqual({ years: 8, modelYear: 2018 });
  });

  it('falls to the scrap floor for an old, worn-out vehicle and says a non-runner is welcome', () => {
    const result = estimateVehicleValue(
      {
        ...CIVIC,
        make: 'Pontiac',
        model: 'Sunfire',
        year: 1990,
        mileage: 480_000,
        condition: 'poor',
        accidents: 'major',
        serviceHistory: 'poor',
      },
      NOW,
    );
    // A compact weighs about 1.3 t; at $200 a tonne (November 2026) its scrap value is $260.
    expect(result.estimatedValue).toBe(260);
    expect(result.floorApplied).toBe(true);
    expect(result.factors.at(-1)).toMatchObject({
      name: 'domain:valuation.factor.scrapFloor',
      params: { amount: 260, tonnes: 1.3, perTonne: 200, asOf: '2026-11' },
    });
    expect(result.recommendations.map((r) => r.key)).toContain(
      'domain:valuation.recommendation.notRunningWelcome',
    );
  });

  it('recommends clearing a lien without changing the value, and asks for a valuation basis from $1,000', () => {
    const result = estimateVehicleValue({ ...CIVIC, hasLienOrFinance: true }, NOW);
    const keys = result.recommendations.map((r) => r.key);
    expect(keys).toContain('domain:valuation.recommendation.lien');
    expect(keys).toContain('domain:valuation.recommendation.valuationBasis');
    expect(result.factors.find((f) => f.name === 'domain:valuation.factor.lien')?.impact).toBe('0%');
  });

  it('shows the "recently acquired" hint from the acquisition date, not the model year', () => {
    const hint = 'domain:valuation.recommendation.recentAcquisition';
    const keys = (input: Partial<ValuationInput>) =>
      estimateVehicleValue({ ...CIVIC, ...input }, { ...NOW, today: '2026-11-23' }).recommendations.map(
        (r) => r.key,
      );
    // A 2012 car bought in March 2025: the rule may apply.
    expect(keys({ year: 2012, acquisitionYear: 2025, acquisitionMonth: 3 })).toContain(hint);
    // A 2024 car owned since October 2023: more than 3 years, no hint.
    expect(keys({ year: 2024, acquisitionYear: 2023, acquisitionMonth: 10 })).not.toContain(hint);
  });

  it('asks for the VIN when it is missing and reminds recent owners of the deemed value rule', () => {
    const keys = estimateVehicleValue({ ...CIVIC, year: 2024, vin: '' }, NOW).recommendations.map(
      (r) => r.key,
    );
    expect(keys).toContain('domain:valuation.recommendation.addVin');
    expect(keys).toContain('domain:valuation.recommendation.recentAcquisition');
  });

  it('treats a vehicle of next model year as new', () => {
    expect(value({ ...CIVIC, year: 2027, mileage: 0 })).toBe(value({ ...CIVIC, year: 2026, mileage: 0 }));
  });

  it('prices unknown makes as "Other" and ignores boat km', () => {
    expect(estimateVehicleValue({ ...CIVIC, make: 'Trabant', model: '601' }, NOW).vehicleClass).toBe('other');
    const boat = { ...CIVIC, make: 'BRP', model: 'Sea-Doo GTI' };
    expect(value({ ...boat, mileage: 0 })).toBe(value({ ...boat, mileage: 400_000 }));
  });

  it('pays a little more in British Columbia than in Nova Scotia', () => {
    expect(value({ ...CIVIC, location: 'BC' })).toBeGreaterThan(value({ ...CIVIC, location: 'NS' }));
  });
});

describe('estimateVehicleValue, across the whole catalogue', { timeout: 60_000 }, () => {
  const models = CATALOGUE_MAKES.flatMap((make) =>
    make.models.map((model) => [make.name, model.name] as const),
  );
  const years = [1985, 1995, 2005, 2010, 2012, 2016, 2020, 2023, 2025, 2026, 2027];

  it('never goes above the new price, and its range contains the estimate above the scrap floor', () => {
    for (const [make, model] of models) {
      for (const year of years) {
        for (const condition of VEHICLE_CONDITIONS) {
          const input = {
            ...CIVIC,
            make,
            model,
            year,
            condition,
            mileage: 0,
            serviceHistory: 'excellent' as const,
          };
          const r = estimateVehicleValue({ ...input, location: 'BC' }, NOW);
          const label = `${year} ${make} ${model} ${condition}`;
          expect(r.estimatedValue, label).toBeLessThanOrEqual(r.newPrice);
          expect(r.marketRange.high, label).toBeLessThanOrEqual(Math.max(r.newPrice, r.estimatedValue));
          expect(r.marketRange.low, label).toBeLessThanOrEqual(r.estimatedValue);
          expect(r.marketRange.high, label).toBeGreaterThanOrEqual(r.estimatedValue);
          expect(r.estimatedValue, label).toBeGreaterThanOrEqual(r.scrap.value);
          expect(r.marketRange.low, label).toBeGreaterThanOrEqual(r.scrap.value);
        }
      }
    }
  });

  it('is monotonic in km, age and condition for every model', () => {
    for (const [make, model] of models) {
      const base = { ...CIVIC, make, model, year: 2016, mileage: 120_000 };
      expect(value({ ...base, mileage: 200_000 })).toBeLessThanOrEqual(value(base));
      expect(value({ ...base, year: 2010 })).toBeLessThanOrEqual(value(base));
      expect(value({ ...base, year: 1995 })).toBeLessThanOrEqual(value({ ...base, year: 2010 }));
      expect(value({ ...base, condition: 'poor' })).toBeLessThanOrEqual(
        value({ ...base, condition: 'fair' }),
      );
    }
  });

  it('values a poor (may not run) car of 10 years or more at its scrap value, a truck, SUV, van, RV or boat at 25', () => {
    for (const [make, model] of models) {
      const r = estimateVehicleValue({ ...CIVIC, make, model, year: 2014, condition: 'poor' }, NOW);
      const keepsParts = DURABLE_CLASSES.has(r.vehicleClass);
      if (isCollectible(findMake(make), model)) continue;
      if (keepsParts) expect(r.estimatedValue, `${make} ${model}`).toBeGreaterThan(r.scrap.value);
      else expect(r.estimatedValue, `${make} ${model}`).toBe(r.scrap.value);
      const old = estimateVehicleValue({ ...CIVIC, make, model, year: 2001, condition: 'poor' }, NOW);
      expect(old.estimatedValue, `2001 ${make} ${model}`).toBe(old.scrap.value);
    }
  });
});

describe('estimateVehicleValue, the cases the review found', () => {
  it('values a 2026 Corolla in excellent condition with no km below its new price', () => {
    const r = estimateVehicleValue(
      { ...CIVIC, make: 'Toyota', model: 'Corolla', year: 2026, mileage: 0, condition: 'excellent' },
      NOW,
    );
    expect(r.estimatedValue).toBeLessThanOrEqual(r.newPrice);
    expect(r.marketRange.high).toBeLessThanOrEqual(r.newPrice);
  });

  it('prices a 2023 Tesla Model 3 as a Tesla, not as "Other"', () => {
    const r = estimateVehicleValue(
      { ...CIVIC, make: 'Tesla', model: 'Model 3', year: 2023, mileage: 48_000 },
      NOW,
    );
    expect(r.vehicleClass).toBe('luxury');
    expect(r.newPrice).toBe(55_000);
    expect(r.estimatedValue).toBeGreaterThan(25_000);
  });

  it('prices a 2017 Porsche 911 from its own new price, above $60,000', () => {
    const r = estimateVehicleValue(
      { ...CIVIC, make: 'Porsche', model: '911', year: 2017, mileage: 90_000 },
      NOW,
    );
    expect(r.newPrice).toBe(150_000);
    expect(r.estimatedValue).toBeGreaterThan(60_000);
  });

  it('values a 2005 Corolla in poor condition at its scrap weight, and a 1998 Accord near it', () => {
    const corolla = estimateVehicleValue(
      { ...CIVIC, make: 'Toyota', model: 'Corolla', year: 2005, mileage: 300_000, condition: 'poor' },
      NOW,
    );
    expect(corolla.estimatedValue).toBe(260);
    const accord = estimateVehicleValue(
      { ...CIVIC, make: 'Honda', model: 'Accord', year: 1998, mileage: 320_000 },
      NOW,
    );
    expect(accord.estimatedValue).toBeLessThan(500);
    expect(accord.estimatedValue).toBeGreaterThanOrEqual(accord.scrap.value);
  });

  it('keeps a collectible from converging to scrap with age', () => {
    const miata = { ...CIVIC, make: 'Mazda', model: 'MX-5 Miata', year: 1995, mileage: 150_000 };
    const rx8 = { ...miata, model: 'RX-8' };
    expect(value(miata)).toBeGreaterThan(2_000);
    expect(value(rx8)).toBeLessThan(value(miata));
  });

  it('expects about 16,000 km a year of a car', () => {
    const r = estimateVehicleValue(CIVIC, NOW);
    expect(r.factors.find((f) => f.name === 'domain:valuation.factor.mileage')?.params.expectedKm).toBe(
      128_000,
    );
  });
});

describe('modelComparables', () => {
  it('labels each comparable and prices it with the same model', () => {
    const list = modelComparables(CIVIC, 6, NOW);
    expect(list.map((c) => c.labelKey)).toEqual([
      'domain:valuation.comparable.olderYear',
      'domain:valuation.comparable.newerYear',
      'domain:valuation.comparable.lowerMileage',
      'domain:valuation.comparable.higherMileage',
      'domain:valuation.comparable.betterCondition',
      'domain:valuation.comparable.worseCondition',
    ]);
    expect(list[0]).toMatchObject({
      year: 2017,
      mileage: 144_000,
      make: 'Honda',
      model: 'Civic',
      isEstimate: true,
    });
    expect(list[1]).toMatchObject({ year: 2019, mileage: 112_000 });
    expect(list[2]?.mileage).toBe(102_000);
    expect(list[3]?.mileage).toBe(154_000);
    for (const c of list) {
      const label = c.labelKey.split('.').at(-1);
      const condition =
        label === 'betterCondition' ? 'excellent' : label === 'worseCondition' ? 'fair' : CIVIC.condition;
      expect(Number.isInteger(c.price)).toBe(true);
      expect(c.price).toBe(value({ ...CIVIC, year: c.year, mileage: c.mileage, condition }));
    }
  });

  it('returns at most n and skips conditions beyond the scale', () => {
    expect(modelComparables(CIVIC, 2, NOW)).toHaveLength(2);
    expect(modelComparables(CIVIC, 0, NOW)).toEqual([]);
    const excellent = modelComparables({ ...CIVIC, condition: 'excellent' }, 10, NOW).map((c) => c.labelKey);
    expect(excellent).not.toContain('domain:valuation.comparable.betterCondition');
  });

  it('does not offer a model year beyond next year', () => {
    const list = modelComparables({ ...CIVIC, year: 2027, mileage: 0 }, 10, NOW);
    expect(list.every((c) => c.year <= 2027)).toBe(true);
  });
});
