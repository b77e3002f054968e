import { describe, expect, it } from 'vitest';
import { allows, type Policy, type Role } from '@shared/permissions';
import { inputCases } from './fuzz-cases';
import { badAnswer, fuzzApp } from './fuzz-harness';

/** Bodies nested too deep and lone surrogates, on every operation of /api/openapi.json. */
const app = fuzzApp();

describe('fuzzing every route from the OpenAPI document with inputs no parser should take', () => {
  it('refuses deep nesting and lone surrogates with 400 on every operation, as someone it admits', async () => {
    const fuzz = app();
    const failures: string[] = [];
    const policies = new Map(
      fuzz.t.app.registeredApiRoutes.map((r) => [
        `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`,
        r.access,
      ]),
    );
    let before = await fuzz.rowCounts();
    let bodies = 0;
    for (const op of fuzz.operations) {
      const policy = policies.get(`${op.method} ${op.path}`) as Policy;
      // The route's checks are reached only by someone it lets in: anonymous for a public route.
      const who =
        policy === 'public'
          ? fuzz.identities[0]!
          : fuzz.identities.find((i) => i.name !== 'anonymous' && allows(policy, i.name as Role))!;
      for (const c of inputCases(op)) {
        const res = await fuzz.send(op, who, c);
        const label = `${op.method} ${op.path} as ${who.name}: ${c.name} → ${res.statusCode}`;
        failures.push(...badAnswer(label, res));
        // A body is refused as it is parsed, before the route's own checks: always 400 VALIDATION.
        if (c.raw !== undefined || c.payload !== undefined) {
          bodies += 1;
          if (res.statusCode !== 400 || res.json().code !== 'VALIDATION')
            failures.push(`${label} ${res.body.slice(0, 160)}`);
        }
        const after = await fuzz.rowCounts();
        const changed = fuzz.changed(before, after);
        if (res.statusCode >= 400 && changed.length)
          failures.push(`${label} wrote rows in ${changed.join(', ')}`);
        before = after;
      }
    }
    expect(failures).toEqual([]);
    expect(bodies).toBeGreaterThan(4 * 60);
  }, 600_000);
});
