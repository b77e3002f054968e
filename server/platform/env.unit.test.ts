import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

const secret = 'x'.repeat(32);

describe('configuration', () => {
  it('reads TRUST_PROXY in the forms Fastify takes', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(readEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(readEnv({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
    ]);
  });

  it('refuses a TRUST_PROXY that is none of them', () => {
    expect(() => readEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => readEnv({ TRUST_PROXY: '10.0.0.1/40' })).toThrow(/TRUST_PROXY/);
  });

  it('requires AUTH_SECRET when DATABASE_URL is set, so app servers share sessions', () => {
    expect(() => readEnv({ DATABASE_URL: 'postgres://db/app' })).toThrow(/AUTH_SECRET: required/);
    expect(readEnv({ DATABASE_URL: 'postgres://db/app', AUTH_SECRET: secret }).AUTH_SECRET).toBe(secret);
    expect(readEnv({ DATABASE_URL: '' }).AUTH_SECRET).toBeUndefined();
  });
});
