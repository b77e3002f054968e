import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import type { Database } from './db/client';
import { auctionsRoutes } from './features/auctions/auctions.routes';
import { donationPhotosRoutes } from './features/donation-photos/photos.routes';
import { authRoutes } from './features/auth/auth.routes';
import { registerOpenApi } from './features/openapi/openapi';
import { openApiRoutes } from './features/openapi/openapi.routes';
import { dealersRoutes } from './features/dealers/dealers.routes';
import { chatRoutes } from './features/chat/chat.routes';
import { chatAdminRoutes } from './features/chat/chat-admin.routes';
import { formsRoutes } from './features/forms/forms.routes';
import { donationsRoutes } from './features/donations/donations.routes';
import { donateRoutes } from './features/donate/donate.routes';
import { donorPortalRoutes } from './features/donor-portal/donor-portal.routes';
import { privacyRoutes } from './features/privacy/privacy.routes';
import { outboxRoutes } from './features/outbox/outbox.routes';
import { dashboardRoutes } from './features/admin-dashboard/dashboard.routes';
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { auditRoutes } from './features/audit/audit.routes';
import { adminJobsRoutes } from './features/admin-jobs/admin-jobs.routes';
import { adminKeptCopiesRoutes } from './features/admin-kept-copies/kept-copies.routes';
import { healthRoutes } from './features/health/health.routes';
import { pagesRoutes } from './features/pages/pages.routes';
import { mediaRoutes } from './features/media/media.routes';
import { imagesRoutes } from './features/images/images.routes';
import { aiWriterRoutes } from './features/ai-writer/ai-writer.routes';
import { blogRoutes } from './features/blog/blog.routes';
import { receiptsRoutes } from './features/receipts/receipts.routes';
import { createHeadRenderer } from './features/seo/head';
import { blogRouteData, postSitemapEntries } from './features/blog/blog.head';
import { formRouteData, formSitemapEntries } from './features/forms/forms.head';
import { pageRouteData, pageSitemapEntries } from './features/pages/pages.head';
import { receiptRouteData } from './features/receipts/receipts.head';
import { seoRoutes } from './features/seo/seo.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { vehiclesRoutes } from './features/vehicles/vehicles.routes';
import { charitiesRoutes } from './features/charities/charities.routes';
import { charityAdminRoutes } from './features/charities/charity-admin.routes';
import { charityManagementRoutes } from './features/charities/charity-management.routes';
import { charitySignatureRoutes } from './features/charities/charity-signature.routes';
import { registryRoutes } from './features/registry/registry.routes';
import {
  createSettingsService,
  SETTINGS,
  SETTINGS_CHANGED_CHANNEL,
  SETTINGS_MAX_AGE_MS,
} from './features/settings/settings.service';
import {
  createSoldCache,
  SALES_CHANGED_CHANNEL,
  SOLD_MAX_AGE_MS,
  SOLD_VEHICLES,
} from './features/vehicles/sold-cache';
import { registerAccessControl } from './platform/session/access';
import { registerAuditContext } from './platform/audit';
import { registerCompression } from './platform/http/compression';
import { createAuth } from './platform/session/auth';
import { usersRoutes } from './features/users/users.routes';
import { payoutsRoutes } from './features/payouts/payouts.routes';
import { registerTwoFactorRequirement } from './features/auth/two-factor.guard';
import { totpOnce } from './features/auth/totp-once';
import { createAiProvider } from './platform/ai/provider';
import type { AppContext } from './platform/context';
import type { Env } from './platform/env';
import { fastifyTrustProxy } from './platform/http/env-trust-proxy';
import {
  answerFrameworkError,
  answerUnreadableRequest,
  registerErrorHandler,
} from './platform/http/error-handler';
import { fallbackRateLimiter, memoryRateLimiter, redisRateLimiter } from './platform/rate-limit/rate-limit';
import { registerRouteRateLimits } from './platform/rate-limit/rate-limit-route';
import { registerSecurity } from './platform/http/security';
import { registerInputGuard } from './platform/http/security-input';
import { logSerializers, safeError } from './platform/http/security-log';
import { withoutLimits } from './platform/rate-limit/rate-limit-off';
import {
  createSessionCache,
  KEEP_MS as SESSION_KEEP_MS,
  registerSessionSync,
  SESSION_REVOKED_CHANNEL,
  SESSIONS,
} from './platform/session/session-cache';
import { createKeptCopies, createTimedCopy } from './platform/kept-copies/kept-copies';
import {
  createSignedOutPageCache,
  PAGE_MAX_AGE_MS,
  SIGNED_OUT_PAGES,
} from './platform/kept-copies/page-cache';
import {
  BLOG_CHANGED_CHANNEL,
  createPublicPostCache,
  PUBLIC_POSTS,
  PUBLIC_POSTS_MAX_AGE_MS,
} from './features/blog/public-post-cache';
import { PASSAGE_TTL_MS, PASSAGES } from './features/chat/assistant';
import { registerSpa, type HeadRenderer } from './platform/http/spa';
import type { SsrEntry } from '@shared/ssr';
import { createSmtpDelivery } from './platform/mail';
import { createMaintainedQueue, type MaintainedQueue } from './platform/jobs/maintained-queue';
import { allJobs } from './jobs';
import { createFileStorage, type BlobStore } from './platform/storage/storage';
import { blobStoreFromEnv } from './platform/storage/storage-config';
import { registerUploads } from './platform/storage/uploads';
import { createLifecycle } from './platform/lifecycle';
import { registerRequestId, requestId, requestIdMixin } from './platform/http/request-id';
import { createMetrics, registerMetrics } from './platform/metrics';

export interface BuildAppOptions {
  env: Env;
  database: Database;
  /** Secret for session signing; main.ts reads it from AUTH_SECRET or the data folder. */
  authSecret?: string;
  logger?: boolean;
  /** Where log lines go (default: stdout); tests read them here. */
  logStream?: { write(line: string): void };
  renderHead?: HeadRenderer;
  /** The built client's server entry (main.ts loads it): public pages are then rendered into the HTML. */
  ssr?: SsrEntry | null;
  /** Where files go; default: DATA_DIR/files, or memory for an in-memory database. */
  blobStore?: BlobStore;
  /** Run background jobs in this instance; default: yes, except under NODE_ENV=test. */
  startJobs?: boolean;
}

export type App = FastifyInstance & { ctx: AppContext };

/** The composition root: builds the context once and registers every feature plugin. */
export async function buildApp(opts: BuildAppOptions): Promise<App> {
  const { env, database } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: env.LOG_LEVEL,
            serializers: logSerializers,
            mixin: requestIdMixin,
            ...(opts.logStream && { stream: opts.logStream }),
          },
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    bodyLimit: 1_048_576,
    // Errors met before routing (an address that is not valid percent-encoding) in our shape.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerUnreadableRequest,
    // The proxy's X-Request-Id (a sane one) or a new UUID, in every log line and answer (request-id.ts).
    requestIdHeader: false,
    genReqId: requestId,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestId(app);

  const settings = createSettingsService(database.db);
  const storage = createFileStorage(opts.blobStore ?? blobStoreFromEnv(env));
  if (env.DATABASE_URL && !env.S3_BUCKET && env.NODE_ENV === 'production')
    app.log.warn(
      'Files are kept in DATA_DIR/files: set S3_BUCKET when several app servers share the database',
    );
  const ctx: AppContext = {
    env,
    database,
    db: database.db,
    settings,
    auth: createAuth({
      db: database.db,
      secret: opts.authSecret ?? env.AUTH_SECRET ?? randomBytes(32).toString('hex'),
      publicUrl: env.PUBLIC_URL,
      maxSessionSeconds: 30 * 24 * 3600,
      minPasswordLength: () => settings.number('security', 'passwordMinLength'),
      logError: (msg, err) => app.log.error({ err: safeError(err) }, `better-auth: ${msg}`),
      totp: totpOnce(database.db),
    }),
    rateLimiter: ((limiter) => (env.RATE_LIMITS === 'off' ? withoutLimits(limiter) : limiter))(
      env.REDIS_URL
        ? fallbackRateLimiter(redisRateLimiter(env.REDIS_URL), memoryRateLimiter(), (msg, err) =>
            app.log.warn({ err }, msg),
          )
        : memoryRateLimiter(),
    ),
    storage,
    mailDelivery: env.SMTP_URL
      ? createSmtpDelivery({ db: database.db, storage, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM })
      : null,
    ai: createAiProvider({
      baseUrl: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
      timeoutMs: env.AI_TIMEOUT_MS,
      stallMs: env.AI_STALL_MS,
    }),
    lifecycle: createLifecycle(),
    keptCopies: createKeptCopies(database),
    jobs: undefined as unknown as MaintainedQueue, // set just below: the queue hands this context to jobs
  };
  const metrics = createMetrics({ database, jobCounts: () => ctx.jobs.counts() });
  // pg-boss on this database (decision 026): its schema, migrations and every queue, before a route can
  // enqueue anything; its workers and schedules start at the end (not in tests: `drain()` runs jobs).
  ctx.jobs = createMaintainedQueue({
    database,
    url: database.url,
    specs: allJobs,
    context: () => ctx,
    logger: app.log,
    onAttempt: metrics.jobAttempt,
  });
  await ctx.jobs.open();
  app.addHook('onClose', async () => {
    await ctx.jobs.stop();
  });
  app.decorate('ctx', ctx);
  // The copies kept in memory, each dropped when the database announces a change (kept-copies.ts);
  // all stopped when the app closes.
  const warn = (msg: string, err?: unknown) => app.log.warn({ err }, msg);
  ctx.sessionCache = await ctx.keptCopies.start(
    SESSIONS,
    { channel: SESSION_REVOKED_CHANNEL, maxAgeMs: SESSION_KEEP_MS, isChange: (p) => !p.startsWith('b:') },
    (listening) =>
      createSessionCache(
        {
          listen: listening.listen,
          notify: async (channel, payload) => {
            await database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
          },
        },
        { log: warn },
      ),
  );
  // Settings and the active theme: `ctx.settings` itself, reloaded at once on a change (settings.notify.ts).
  await ctx.keptCopies.start(
    SETTINGS,
    { channel: SETTINGS_CHANGED_CHANNEL, maxAgeMs: SETTINGS_MAX_AGE_MS },
    async (listening) => {
      try {
        await settings.listen(listening);
      } catch (err) {
        warn('settings: not listening for changes; values are reloaded every few seconds', err);
      }
      return settings;
    },
  );
  await ctx.keptCopies.start(
    PUBLIC_POSTS,
    { channel: BLOG_CHANGED_CHANNEL, maxAgeMs: PUBLIC_POSTS_MAX_AGE_MS },
    (listening) => createPublicPostCache(listening, { log: warn }),
  );
  // The one page cache: signed-out pages by path, language, settings version and theme; the blog's
  // pages are kept too, so a blog change drops them all.
  await ctx.keptCopies.start(
    SIGNED_OUT_PAGES,
    { channel: BLOG_CHANGED_CHANNEL, maxAgeMs: PAGE_MAX_AGE_MS },
    (listening) => createSignedOutPageCache(listening, BLOG_CHANGED_CHANNEL, { log: warn }),
  );
  // The platform's sales in memory: a valuation reads no database (issue 18).
  await ctx.keptCopies.start(
    SOLD_VEHICLES,
    { channel: SALES_CHANGED_CHANNEL, maxAgeMs: SOLD_MAX_AGE_MS },
    (listening) => createSoldCache({ db: database.db, listen: listening.listen }, { log: warn }),
  );
  await ctx.keptCopies.start(PASSAGES, { channel: null, maxAgeMs: PASSAGE_TTL_MS }, () =>
    createTimedCopy(PASSAGE_TTL_MS),
  );
  // A route that can end or change sessions (`config.changesSessions`: logout, sign-in, a ban) answers
  // once this instance's session cache has heard every revocation committed so far (session-cache.ts).
  registerSessionSync(app, () => ctx.sessionCache);

  registerErrorHandler(app);
  registerAccessControl(app, ctx);
  registerAuditContext(app);
  registerTwoFactorRequirement(app, ctx);
  registerRouteRateLimits(app, ctx.rateLimiter);
  registerInputGuard(app);
  await registerSecurity(app, env.PUBLIC_URL, env.NODE_ENV === 'production');
  await registerCompression(app, { threshold: 1024 });
  registerUploads(app);

  await registerOpenApi(app);
  // After the OpenAPI plugin, so that the metrics address is described with the other routes.
  registerMetrics(app, metrics, env.METRICS_TOKEN);
  await app.register(openApiRoutes());
  await app.register(healthRoutes(ctx));
  await app.register(authRoutes(ctx));
  await app.register(usersRoutes(ctx));
  await app.register(settingsRoutes(ctx));
  await app.register(pagesRoutes(ctx));
  await app.register(mediaRoutes(ctx));
  await app.register(imagesRoutes(ctx));
  await app.register(aiWriterRoutes(ctx));
  await app.register(blogRoutes(ctx));
  // Each feature lists its own content in the sitemap.
  await app.register(seoRoutes(ctx, [pageSitemapEntries, postSitemapEntries, formSitemapEntries]));
  await app.register(donationsRoutes(ctx));
  await app.register(outboxRoutes(ctx));
  await app.register(adminJobsRoutes(ctx));
  await app.register(adminKeptCopiesRoutes(ctx));
  await app.register(dashboardRoutes(ctx));
  await app.register(analyticsRoutes(ctx));
  await app.register(auditRoutes(ctx));
  await app.register(donateRoutes(ctx));
  await app.register(donorPortalRoutes(ctx));
  await app.register(vehiclesRoutes(ctx));
  await app.register(receiptsRoutes(ctx));
  await app.register(auctionsRoutes(ctx));
  await app.register(donationPhotosRoutes(ctx));
  await app.register(dealersRoutes(ctx));
  await app.register(chatRoutes(ctx));
  await app.register(chatAdminRoutes(ctx));
  await app.register(formsRoutes(ctx));
  await app.register(charitiesRoutes(ctx));
  await app.register(charityAdminRoutes(ctx));
  await app.register(charityManagementRoutes(ctx));
  await app.register(charitySignatureRoutes(ctx));
  await app.register(payoutsRoutes(ctx));
  await app.register(registryRoutes(ctx));
  await app.register(privacyRoutes(ctx));

  // Each data kind of the route list is loaded by the feature that owns it.
  const routeData = { ...blogRouteData, ...formRouteData, ...pageRouteData, ...receiptRouteData };
  await registerSpa(app, opts.renderHead ?? createHeadRenderer(ctx, routeData, opts.ssr ?? null));
  if (opts.startJobs ?? env.NODE_ENV !== 'test') await ctx.jobs.start();
  app.addHook('onClose', async () => {
    await ctx.keptCopies.close();
    ctx.mailDelivery?.close();
    await ctx.rateLimiter.close();
  });
  return app as unknown as App;
}
