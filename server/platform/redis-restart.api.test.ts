import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/pg-cluster';
import { addUser, createTestApp, type TestApp } from '../test/test-app';

/**
 * Redis going away and coming back, for real: a redis-server of this test's own (never the machine's),
 * stopped and started again under an app that counts its limits in it.
 */
const REDIS_SERVER = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find(existsSync);
if (!REDIS_SERVER) console.warn('redis-restart: skipped, no redis-server binary');

// The database plays no part: run once, in the embedded run.
describe.skipIf(!REDIS_SERVER || Boolean(process.env.TEST_DATABASE_URL))(
  'Redis stopped and started again',
  () => {
    let port: number;
    let server: ChildProcess | null = null;
    let t: TestApp;
    let probe: Redis;

    async function startRedis() {
      server = spawn(
        REDIS_SERVER!,
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      for (let tries = 0; ; tries++) {
        const ping = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => null });
        ping.on('error', () => undefined);
        try {
          await ping.connect();
          await ping.ping();
          return;
        } catch (err) {
          if (tries > 100) throw err;
          await new Promise((r) => setTimeout(r, 50));
        } finally {
          ping.disconnect();
        }
      }
    }
    async function stopRedis() {
      const s = server!;
      server = null;
      await new Promise((r) => {
        s.once('exit', r);
        s.kill('SIGTERM');
      });
    }

    beforeAll(async () => {
      port = await freePort();
      await startRedis();
      t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
      for (const name of ['before', 'during', 'after']) await addUser(t, 'editor', `redis-${name}`);
      probe = new Redis(port, '127.0.0.1', { retryStrategy: () => 100, maxRetriesPerRequest: 1 });
      probe.on('error', () => undefined);
    });
    afterAll(async () => {
      probe?.disconnect();
      await t?.close();
      if (server) await stopRedis();
    });

    /** Six wrong passwords for one account from six addresses: the account's limit refuses the sixth. */
    async function wrongPasswords(username: string) {
      const answers = [];
      for (let i = 0; i < 6; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: `10.8.${username.length}.${i}`,
          payload: { username, password: `wrong-${i}` },
        });
        answers.push(res.statusCode);
      }
      return answers;
    }
    const health = async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
    const keysInRedis = async () => (await probe.keys('vdc:rl:*')).length;

    it('counts in Redis, in this process while Redis is down, and in Redis again once it is back', async () => {
      expect(await wrongPasswords('redis-before')).toEqual([401, 401, 401, 401, 401, 429]);
      expect(await keysInRedis()).toBeGreaterThan(0);

      await stopRedis();
      expect(await wrongPasswords('redis-during')).toEqual([401, 401, 401, 401, 401, 429]);
      await new Promise((r) => setTimeout(r, 1_100)); // health checks are shared for a second
      expect(await health()).toMatchObject({ status: 'degraded', checks: { database: 'ok', redis: 'down' } });

      // Started again empty (no persistence): whatever is counted in it now was counted after its return.
      await startRedis();
      const deadline = Date.now() + 15_000;
      while ((await health()).checks.redis !== 'ok') {
        if (Date.now() > deadline) throw new Error('the app did not reconnect to Redis');
        await new Promise((r) => setTimeout(r, 300));
      }
      expect(await keysInRedis()).toBe(0);
      expect(await wrongPasswords('redis-after')).toEqual([401, 401, 401, 401, 401, 429]);
      expect(await keysInRedis()).toBeGreaterThan(0);
      expect((await health()).status).toBe('ok');
    });
  },
);
