import { z } from 'zod';
import { trustProxySetting } from './http/env-trust-proxy';

/** Configuration, read once from the environment. Nothing else reads `process.env`. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** The one LISTEN connection's own address (past PgBouncer in transaction mode); default DATABASE_URL. */
  DATABASE_LISTEN_URL: z.string().optional(),
  /** Unset: http://localhost:PORT in development and test; production refuses to start without it. */
  PUBLIC_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  /** S3-compatible file storage; files go to DATA_DIR/files unless S3_BUCKET is set. */
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Any OpenAI-compatible Chat Completions endpoint (…/v1); unset: the offline assistant, no post writer. */
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  /** Longest a whole model reply may take, and the longest silence between two streamed pieces. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  AI_STALL_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
  /** Image search in the post editor; without a key the site's own media library answers (DECISIONS §7). */
  PIXABAY_API_KEY: z.string().optional(),
  PIXABAY_BASE_URL: z.string().url().default('https://pixabay.com/api/'),
  PEXELS_API_KEY: z.string().optional(),
  PEXELS_BASE_URL: z.string().url().default('https://api.pexels.com/v1/'),
  MAIL_FROM: z.string().default('Vehicle Donation Canada <no-reply@vehicledonation.ca>'),
  /** Fastify's trustProxy: `false`, a hop count, or proxy addresses/CIDRs; `true` (any hop) outside production only. */
  TRUST_PROXY: z.string().default('false').transform(trustProxySetting),
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  /** Only for `npm run admin:create`, so the password never appears on a command line. */
  ADMIN_PASSWORD: z.string().optional(),
  /** `off` lifts every rate limit, for `npm run bench` only; refused when NODE_ENV=production. */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /**
   * After SIGTERM, how long the server keeps serving while `/api/health/ready` answers 503 (so the load
   * balancer takes it out) before it stops listening and drains. Unset: 5 s in production, else none.
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(300_000).optional(),
  /** Bearer token of `GET /api/metrics` (Prometheus); unset: no metrics address. */
  METRICS_TOKEN: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = Omit<z.infer<typeof EnvSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { PUBLIC_URL, ...rest } = parsed.data;
  // Several app servers on one database must sign sessions (and device cookies) with one shared secret.
  if (rest.DATABASE_URL && !rest.AUTH_SECRET)
    throw new Error(
      'Invalid configuration:\n  AUTH_SECRET: required (32+ characters) when DATABASE_URL is set',
    );
  // `true` takes the left-most X-Forwarded-For address, which the client writes: per-IP limits and the
  // audit log's addresses would be the client's choice.
  if (rest.TRUST_PROXY === true && rest.NODE_ENV === 'production')
    throw new Error(
      'Invalid configuration:\n  TRUST_PROXY: true lets any client choose its address through X-Forwarded-For; ' +
        'set the number of proxies in front of the app (1 behind one load balancer) or their addresses ' +
        '(10.0.0.0/8,192.168.1.5)',
    );
  if (rest.RATE_LIMITS === 'off' && rest.NODE_ENV === 'production')
    throw new Error('Invalid configuration:\n  RATE_LIMITS: off is for benchmarks, not production');
  if (PUBLIC_URL) return { ...rest, PUBLIC_URL };
  // Links in e-mails and PDFs must reach this site: guessing a host in production would send donors elsewhere.
  if (rest.NODE_ENV === 'production')
    throw new Error('Invalid configuration:\n  PUBLIC_URL: required when NODE_ENV=production');
  return { ...rest, PUBLIC_URL: `http://localhost:${rest.PORT}` };
}
