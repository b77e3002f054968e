import { describe, expect, it } from 'vitest';
import { fuzzApp, fuzzOperations } from './fuzz-harness';

/**
 * Every operation of /api/openapi.json as an editor, a dealer, a charity and a donor, with the lighter
 * half of the malformed and boundary cases: no answer is 5xx, and a refused answer writes no row.
 */
const app = fuzzApp();

describe('fuzzing every route from the OpenAPI document as each signed-in role but admin', () => {
  it('never answers 5xx, and a refused request writes no row', async () => {
    const fuzz = app();
    const who = fuzz.identities.filter((i) => i.name !== 'anonymous' && i.name !== 'admin');
    expect(who.map((i) => i.name)).toEqual(['editor', 'dealer', 'charity', 'user']);
    const { failures, statuses } = await fuzzOperations(fuzz, who, false);
    expect(failures).toEqual([]);
    // The cases reach the checks: validation refusals and the roles' guards both occur.
    expect(statuses[400]).toBeGreaterThan(100);
    expect(statuses[403]).toBeGreaterThan(100);
    console.info(`fuzz: ${fuzz.sent()} requests`, statuses);
    expect(fuzz.sent()).toBeGreaterThan(fuzz.operations.length * who.length);
  }, 600_000);
});
