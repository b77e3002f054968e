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

  it('refuses TRUST_PROXY=true in production, asking for a hop count or the proxies’ addresses', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://example.ca' };
    expect(() => readEnv({ ...production, TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true lets any client choose its address.*number of proxies.*addresses/s,
    );
    expect(() => readEnv({ ...production, TRUST_PROXY: ' TRUE ' })).toThrow(/TRUST_PROXY/);
    expect(readEnv({ ...production, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(readEnv({ ...production, TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toEqual(['10.0.0.0/8']);
    expect(readEnv({ ...production }).TRUST_PROXY).toBe(false);
  });

  it('requires AUTH_SECRET when DATABASE_URL is set, so app servers share sessions', () => {
    expect(() => readEnv({ DATABASE_URL: 'postgres://db/app' })).toThrow(/AUTH_SECRET: required/);
    expect(readEnv({ DATABASE_URL: 'postgres://db/app', AUTH_SECRET: secret }).AUTH_SECRET).toBe(secret);
    expect(readEnv({ DATABASE_URL: '' }).AUTH_SECRET).toBeUndefined();
  });
});
