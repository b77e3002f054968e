import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { emailOutbox } from '../db/schema/platform';
import { createTestApp, type TestApp } from '../test/test-app';
import { readEnv } from './env';
import { queueEmail } from './mail';

const TOKEN = 'scrape-token-0123456789abcdef';
let t: TestApp;
beforeAll(async () => {
  // SMTP on a closed port: the mail job fails and is queued again, which the metrics must show.
  t = await createTestApp({ METRICS_TOKEN: TOKEN, SMTP_URL: 'smtp://127.0.0.1:1' });
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });

/** The value of one series in Prometheus' text format, e.g. `vdc_emails{status="queued"}`. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  it('refuses a scraper without the token, or with another one, in the caller’s language', async () => {
    const none = await scrape();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Metrics need the bearer token set in METRICS_TOKEN.',
    });
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}x`, 'accept-language': 'fr-CA' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Les métriques exigent le jeton Bearer défini dans METRICS_TOKEN.');
    expect(none.body).not.toContain('vdc_');
  });

  it('counts requests by route pattern and status, never by raw address', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/health/live' });
    await t.app.inject({ method: 'GET', url: '/api/posts/slug/some-slug-that-does-not-exist' });
    await t.app.inject({ method: 'GET', url: '/api/nothing-here/donor@example.com' });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(
      value(
        text,
        'vdc_http_request_duration_seconds_count{method="GET",route="/api/health/live",status="200"}',
      ),
    ).toBe(3);
    expect(
      value(
        text,
        'vdc_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/health/live",status="200"}',
      ),
    ).toBe(3);
    expect(text).toContain('route="/api/posts/slug/:slug",status="404"');
    expect(text).toContain('route="(unmatched)",status="404"');
    expect(text).not.toContain('donor@example.com');
    expect(text).not.toContain('some-slug-that-does-not-exist');
    // Node's own: memory, event loop.
    expect(text).toContain('vdc_process_resident_memory_bytes');
    expect(text).toContain('vdc_nodejs_eventloop_lag_seconds');
  });

  it('counts rate-limit refusals by route', async () => {
    const tries = [];
    for (let i = 0; i < 21; i++)
      tries.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/two-factor',
          headers: { 'x-forwarded-for': '203.0.113.9' },
          payload: { code: '123456', method: 'totp' },
        }),
      );
    expect(tries.at(-1)!.statusCode).toBe(429);
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(value(text, 'vdc_rate_limit_refusals_total{route="/api/auth/two-factor"}')).toBe(1);
  });

  it('shows e-mails queued and failed, the job queue and the attempts that failed', async () => {
    const db = t.database.db;
    await queueEmail(db, { to: 'a@example.com', subject: 'S', text: 'T', locale: 'en', template: 'test' });
    await db.insert(emailOutbox).values({
      toAddress: 'b@example.com',
      subject: 'S',
      textBody: 'T',
      locale: 'en',
      template: 'test',
      status: 'failed',
    });
    let text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(value(text, 'vdc_emails{status="queued"}')).toBe(1);
    expect(value(text, 'vdc_emails{status="failed"}')).toBe(1);
    expect(value(text, 'vdc_jobs{state="queued"}')).toBe(1);

    expect(await t.app.ctx.jobs.drain()).toBe(1);
    text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(value(text, 'vdc_job_attempts_total{job="mail.send",outcome="retry"}')).toBe(1);
    expect(value(text, 'vdc_jobs{state="queued"}')).toBe(1);
  });

  it('shows the PostgreSQL pool in use (nothing on the embedded database, which has no pool)', async () => {
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    if (process.env.TEST_DATABASE_URL) {
      expect(value(text, 'vdc_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(value(text, 'vdc_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      // A scrape's own queries may be waiting for a connection being opened.
      expect(value(text, 'vdc_db_pool_connections{state="waiting"}')).toBeGreaterThanOrEqual(0);
    } else expect(text).not.toContain('vdc_db_pool_connections{');
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:5000' });
    const app = await buildApp({ env, database: t.database, logger: false, authSecret: 'x'.repeat(40) });
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: 'Bearer ' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
