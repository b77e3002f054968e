import { describe, expect, it } from 'vitest';
import type { FindSoldOptions, SoldVehicleRow } from './comparables.repo';
import { indexSales, similarSales, type Sale } from './sold-cache';

/** findSoldSimilar's order written plainly (filter and sort every sale), to check the index against. */
function reference(sales: Sale[], opts: FindSoldOptions): SoldVehicleRow[] {
  const k = (s: string) => s.trim().toLowerCase();
  return sales
    .filter((s) => k(s.make) === k(opts.make) && Math.abs(s.year - opts.year) <= opts.yearSpan)
    .map((s) => ({ s, same: s.modelKey === k(opts.model), distance: Math.abs(s.year - opts.year) }))
    .sort(
      (a, b) =>
        Number(b.same) - Number(a.same) ||
        a.distance - b.distance ||
        (b.s.valuationDate ?? '').localeCompare(a.s.valuationDate ?? '') ||
        b.s.id - a.s.id,
    )
    .slice(0, opts.limit)
    .map(({ s, same }) => ({
      year: s.year,
      make: s.make,
      model: s.model,
      mileage: s.mileage,
      finalValue: s.finalValue,
      sameModel: same,
    }));
}

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let x = seed;
  return (n: number) => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x % n;
  };
}

describe('similarSales over the index', () => {
  it('answers as a sort of every sale does, ties and missing dates included', () => {
    const next = random(18);
    const makes = ['Honda', ' honda', 'Mazda', 'Kia'];
    const models = ['Civic', 'civic ', 'Accord', 'Mazda3', 'Soul', 'Rio'];
    const dates = [null, '2025-12-01', '2026-01-10', '2026-03-02', '2026-03-02'];
    const sales: Sale[] = Array.from({ length: 600 }, (_, i) => {
      const model = models[next(models.length)]!;
      return {
        id: i + 1,
        year: 2008 + next(14),
        make: makes[next(makes.length)]!,
        model,
        modelKey: model.trim().toLowerCase(),
        mileage: next(3) === 0 ? null : 1000 * next(300),
        finalValue: `${500 + next(9000)}.${String(next(100)).padStart(2, '0')}`,
        valuationDate: dates[next(dates.length)]!,
      };
    });
    const index = indexSales(sales);
    let compared = 0;
    for (const make of ['HONDA', 'Mazda', 'kia', 'Ford'])
      for (const model of ['Civic', 'Soul', 'Mazda3', 'Miata'])
        for (let year = 2004; year <= 2024; year += 2)
          for (const [yearSpan, limit] of [
            [3, 6],
            [0, 2],
            [1, 40],
          ] as const) {
            const opts = { make, model, year, yearSpan, limit };
            expect(similarSales(index, opts)).toEqual(reference(sales, opts));
            compared++;
          }
    expect(compared).toBeGreaterThan(500);
  });
});
