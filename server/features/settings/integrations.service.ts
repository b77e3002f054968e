import { desc, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registryImports } from '../../db/schema/registry';
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import { queueEmail } from '../../platform/mail';
import { projectRoot } from '../../platform/paths';
import { translate, type Locale } from '../../platform/i18n';
import type { SessionUser } from '../../platform/session/session';
import { reachable } from '../health/reachable';
import { countRegistry } from '../registry/registry.repo';
import type {
  IntegrationStatus,
  SystemInfoResponse,
  TestAiResponse,
  TestEmailResponse,
} from './settings.schemas';

/** A URL's host (and port) only: the user name and password of a connection string never leave the server. */
function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.port ? `${u.hostname}:${u.port}` : u.hostname;
  } catch {
    return null;
  }
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 300);

async function attempt(fn: () => Promise<void>): Promise<{ ok: boolean; message: string | null }> {
  try {
    await fn();
    return { ok: true, message: null };
  } catch (err) {
    return { ok: false, message: errorText(err) };
  }
}

/** Writes, reads back and removes a small file through the configured storage (nothing is left behind). */
async function storageRoundTrip(ctx: AppContext): Promise<void> {
  const body = Buffer.from(`integrations check ${Date.now()}`);
  await ctx.storage.transaction(ctx.db, async (tx) => {
    const file = await ctx.storage.put(tx, {
      body,
      fileName: 'check.txt',
      mimeType: 'text/plain',
      folder: 'checks',
    });
    const back = await ctx.storage.get(tx, file.id);
    if (!back || !back.body.equals(body)) throw new Error('the file read back differs from the one written');
    await ctx.storage.delete(tx, file.id);
  });
}

/** Each outside service (DECISIONS.md §7): which implementation runs, and a live check where one applies. */
export async function integrationsStatus(ctx: AppContext): Promise<IntegrationStatus[]> {
  const env = ctx.env as AppContext['env'] & Record<string, unknown>;
  const ai = ctx.ai;
  const [database, redis, smtp, storage, registry] = await Promise.all([
    attempt(async () => {
      await ctx.db.execute(sql`select 1`);
    }),
    ctx.rateLimiter.health(),
    env.SMTP_URL ? reachable(env.SMTP_URL, 25, 2000) : Promise.resolve(null),
    attempt(() => storageRoundTrip(ctx)),
    (async () => {
      const rows = await countRegistry(ctx.db);
      const [last] = await ctx.db
        .select({ source: registryImports.source, status: registryImports.status })
        .from(registryImports)
        .orderBy(desc(registryImports.id))
        .limit(1);
      return { rows, last };
    })().catch((err: unknown) => ({ rows: -1, last: undefined, error: errorText(err) })),
  ]);
  const imageKeys = ['PIXABAY_API_KEY', 'PEXELS_API_KEY'].filter((k) => typeof env[k] === 'string' && env[k]);
  const registryImported =
    registry.last && registry.last.source !== 'sample' && registry.last.status === 'done';
  return [
    {
      service: 'database',
      implementation: ctx.database.kind,
      detail: ctx.database.kind === 'postgresql' ? hostOf(env.DATABASE_URL) : env.DATA_DIR,
      ...database,
    },
    {
      service: 'redis',
      implementation: redis === 'memory' ? 'memory' : 'redis',
      detail: hostOf(env.REDIS_URL),
      ok: redis === 'memory' ? null : redis === 'ok',
      message: redis === 'down' ? 'unreachable' : null,
    },
    {
      service: 'smtp',
      implementation: env.SMTP_URL ? 'smtp' : 'outbox',
      detail: env.SMTP_URL ? hostOf(env.SMTP_URL) : null,
      ok: smtp === null ? null : smtp === 'ok',
      message: smtp === 'down' ? 'unreachable' : null,
    },
    {
      service: 'storage',
      implementation: ctx.storage.provider,
      detail: ctx.storage.provider === 's3' ? (env.S3_BUCKET ?? null) : null,
      ...storage,
    },
    {
      service: 'ai',
      implementation: ai.configured ? 'openai' : 'offline',
      detail: ai.configured ? `${hostOf(ai.endpoint ?? undefined) ?? ''} · ${ai.model}` : null,
      ok: null,
      message: null,
    },
    {
      service: 'imageSearch',
      implementation: imageKeys.length ? 'remote' : 'library',
      detail: imageKeys.length
        ? imageKeys.map((k) => k.replace(/_API_KEY$/, '').toLowerCase()).join(', ')
        : null,
      ok: null,
      message: null,
    },
    {
      service: 'registry',
      implementation: registryImported ? 'cra' : 'sample',
      detail: registry.rows >= 0 ? String(registry.rows) : null,
      ok: 'error' in registry ? false : registry.rows > 0,
      message: 'error' in registry ? registry.error : null,
    },
  ];
}

/** A test message through the real mail path: outbox row and `mail.send` job, delivered by SMTP when configured. */
export async function sendTestEmail(
  ctx: AppContext,
  input: { to: string; actor: SessionUser; ip: string; locale: Locale },
): Promise<TestEmailResponse> {
  const t = (key: string, params: Record<string, unknown> = {}) =>
    translate(input.locale, `settings:testEmail.${key}`, params);
  const company = String(await ctx.settings.get('business', 'companyName'));
  const outboxId = await ctx.db.transaction(async (tx) => {
    const id = await queueEmail(tx, {
      to: input.to,
      subject: t('subject', { company }),
      text: t('body', { company, name: input.actor.username }),
      locale: input.locale,
      template: 'settings.test',
    });
    await audit(tx, {
      actor: input.actor,
      action: 'settings.testEmail',
      entityType: 'email_outbox',
      entityId: id,
      details: { to: input.to },
      ip: input.ip,
    });
    return id;
  });
  return { outboxId, delivery: ctx.env.SMTP_URL ? 'smtp' : 'outbox' };
}

/** Asks the configured AI provider for a short reply (the provider's own check). */
export async function testAiProvider(ctx: AppContext): Promise<TestAiResponse> {
  const ai = ctx.ai;
  if (!ai.configured) return { ok: false, model: ai.model, message: 'not_configured', ms: null };
  // The provider's check never throws (a one-token round trip; its failure reason in `message`).
  const r = await ai.check();
  return { ok: r.ok, model: r.model, message: r.message ?? null, ms: r.ms ?? null };
}

const version = (JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string })
  .version;

export async function systemInfo(ctx: AppContext): Promise<SystemInfoResponse> {
  let databaseBytes: number | null = null;
  try {
    const rows = (await ctx.db.execute(
      sql`select pg_database_size(current_database())::bigint as size`,
    )) as unknown as { rows: { size: string | number }[] } | { size: string | number }[];
    const row = Array.isArray(rows) ? rows[0] : rows.rows[0];
    databaseBytes = row ? Number(row.size) : null;
  } catch {
    databaseBytes = null;
  }
  return {
    version,
    node: process.version,
    database: ctx.database.kind,
    databaseBytes,
    uptimeSeconds: Math.round(process.uptime()),
  };
}
