import { describe, expect, it } from 'vitest';
import { readEnv } from '../platform/env';
import { demoSeedWanted } from './seed-policy';

const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://dons.example.ca' };
const empty = async () => true;

/** What a start decides, from the environment as the server reads it. */
const wanted = (source: Record<string, string>, databaseKind: 'pglite' | 'postgresql' = 'pglite') => {
  const env = readEnv(source);
  return demoSeedWanted({
    seedDemo: env.SEED_DEMO,
    nodeEnv: env.NODE_ENV,
    databaseKind,
    databaseEmpty: empty,
  });
};

describe('demo data at start (public passwords)', () => {
  it('is never loaded by a production start on an empty embedded database unless SEED_DEMO=always', async () => {
    expect(await wanted(production)).toBe(false);
    expect(await wanted({ ...production, SEED_DEMO: 'auto' })).toBe(false);
    expect(await wanted({ ...production, SEED_DEMO: 'never' })).toBe(false);
    expect(await wanted({ ...production, SEED_DEMO: 'always' })).toBe(true);
  });

  it('fills an empty embedded database outside production, the one-command try-out', async () => {
    expect(await wanted({})).toBe(true);
    expect(await wanted({ NODE_ENV: 'test' })).toBe(true);
    expect(await wanted({ SEED_DEMO: 'never' })).toBe(false);
  });

  it('leaves PostgreSQL and a database with users alone unless SEED_DEMO=always', async () => {
    expect(await wanted({ DATABASE_URL: 'postgres://db/x', AUTH_SECRET: 'x'.repeat(32) }, 'postgresql')).toBe(
      false,
    );
    const env = readEnv({});
    const withUsers = { seedDemo: env.SEED_DEMO, nodeEnv: env.NODE_ENV, databaseKind: 'pglite' as const };
    expect(await demoSeedWanted({ ...withUsers, databaseEmpty: async () => false })).toBe(false);
  });
});
