import type { Database, Db } from '../db/client';
import type { AiProvider } from './ai/provider';
import type { Auth } from './session/auth';
import type { Env } from './env';
import type { MaintainedQueue } from './jobs/maintained-queue';
import type { KeptCopies } from './kept-copies/kept-copies';
import type { Lifecycle } from './lifecycle';
import type { MailDelivery } from './mail';
import type { RateLimiter } from './rate-limit/rate-limit';
import type { SessionCache } from './session/session-cache';
import type { SettingsService } from './settings';
import type { FileStorage } from './storage/storage';

/** What feature plugins need, built once in the composition root (server/app.ts). */
export interface AppContext {
  env: Env;
  database: Database;
  db: Db;
  auth: Auth;
  settings: SettingsService;
  rateLimiter: RateLimiter;
  storage: FileStorage;
  /** Sessions verified recently, forgotten on any revocation (session-cache.ts); absent: always read. */
  sessionCache?: SessionCache;
  /** What this instance keeps in memory and drops on a change (kept-copies.ts), started in app.ts. */
  keptCopies: KeptCopies;
  /** Present when SMTP_URL is set; otherwise e-mails stay in the outbox. */
  mailDelivery: MailDelivery | null;
  /** This instance's job queue on pg-boss (decision 026); jobs are enqueued with `enqueueJob(tx, …)`. */
  jobs: MaintainedQueue;
  /** The language model (ai/provider.ts); `configured: false` without AI_BASE_URL. */
  ai: AiProvider;
  /** Draining from the first SIGTERM: readiness answers 503 (lifecycle.ts). */
  lifecycle: Lifecycle;
}
