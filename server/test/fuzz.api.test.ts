import { describe, expect, it } from 'vitest';
import { fuzzApp, fuzzOperations } from './fuzz-harness';

/**
 * Every operation of /api/openapi.json, for anonymous visitors and an admin, with every malformed and
 * boundary case: no answer is 5xx, and a refused answer (4xx) leaves every table's row count as it was.
 * The other roles get the lighter half (fuzz-roles), bodies nested too deep and lone surrogates their
 * own file (fuzz-inputs).
 */
const app = fuzzApp();

describe('fuzzing every route from the OpenAPI document, signed out and as an admin', () => {
  it('covers the whole API', () => {
    const fuzz = app();
    expect(fuzz.operations.length).toBe(fuzz.t.app.registeredApiRoutes.length);
  });

  it('never answers 5xx, and a refused request writes no row', async () => {
    const fuzz = app();
    const who = fuzz.identities.filter((i) => i.name === 'anonymous' || i.name === 'admin');
    const { failures, statuses } = await fuzzOperations(fuzz, who, true);
    expect(failures).toEqual([]);
    // The cases reach the checks: validation refusals, guards and not-found answers all occur.
    expect(statuses[400]).toBeGreaterThan(100);
    expect((statuses[401] ?? 0) + (statuses[403] ?? 0)).toBeGreaterThan(100);
    expect(statuses[404]).toBeGreaterThan(0);
    console.info(`fuzz: ${fuzz.sent()} requests`, statuses);
    expect(fuzz.sent()).toBeGreaterThan(fuzz.operations.length * who.length);
  }, 600_000);
});
