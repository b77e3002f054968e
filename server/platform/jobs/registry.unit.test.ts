import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allJobs } from '../../jobs';

const features = fileURLToPath(new URL('../../features', import.meta.url));

describe('the job registry (server/jobs.ts)', () => {
  it('lists every job declared in a feature folder, once, with a valid schedule', async () => {
    const declared: string[] = [];
    for (const f of readdirSync(features)) {
      const file = join(features, f, `${f}.jobs.ts`);
      if (!existsSync(file)) continue;
      const mod = (await import(file)) as Record<string, unknown>;
      for (const value of Object.values(mod)) {
        if (Array.isArray(value)) declared.push(...value.map((s: { name: string }) => s.name));
      }
    }
    const registered = allJobs.map((j) => j.name);
    expect(declared.length).toBeGreaterThan(0);
    expect(registered).toEqual(expect.arrayContaining(declared));
    expect(new Set(registered).size).toBe(registered.length);
    // Five cron fields, read in UTC by pg-boss's schedules (the app's start-up schedules each).
    for (const j of allJobs) if (j.cron) expect(j.cron.split(' '), j.name).toHaveLength(5);
  });
});
