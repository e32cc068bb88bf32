import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Db } from '@ashes/runtime'
import compress from '@fastify/compress'
import formbody from '@fastify/formbody'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { AppContext } from './context.ts'
import { timedDb } from './db/timed.ts'
import { WatchedVersion } from './db/watched-version.ts'
import { afterWrites } from './http/after-writes.ts'
import { registerCors } from './http/cors.ts'
import { registerErrorHandling } from './http/errors.ts'
import { clientErrorHandler, frameworkErrors } from './http/framework-errors.ts'
import { registerGuards } from './http/guards.ts'
import { registerJsonBody } from './http/json-body.ts'
import { Metrics, registerRequestMetrics } from './http/metrics.ts'
import { registerPageLinks } from './http/pagination.ts'
import { registerSecurityHeaders } from './http/security-headers.ts'
import { type LogDestination, logEvent, logServerErrors } from './http/server-errors.ts'
import { fastifyTrustProxy } from './http/trust-proxy.ts'
import { validatorCompiler } from './http/validation.ts'
import { withRuntimeConfig } from './http/web-config.ts'
import { registerWebFiles } from './http/web-files.ts'
import { Callers } from './modules/auth/caller.ts'
import { createRateLimit, REDIS_BACK, REDIS_DOWN } from './modules/auth/rate-limit.ts'
import { registerAuthRoutes } from './modules/auth/routes.ts'
import { CardStore } from './modules/cards/card-store.ts'
import { registerCardRoutes } from './modules/cards/routes.ts'
import { registerCommentRoutes } from './modules/comments/routes.ts'
import { registerDeckRoutes } from './modules/decks/routes.ts'
import { registerDiscoveryRoutes } from './modules/discovery/routes.ts'
import { Readiness } from './modules/health/readiness.ts'
import { registerHealthRoutes } from './modules/health/routes.ts'
import { registerLikeRoutes } from './modules/likes/routes.ts'
import { createMailer } from './modules/mail/mailer.ts'
import { registerConsentRoutes } from './modules/oauth/consent-routes.ts'
import { registerDeveloperAppRoutes } from './modules/oauth/developer-routes.ts'
import { providerOnDemand } from './modules/oauth/on-demand.ts'
import { oauthSecurityScheme } from './modules/oauth/resource.ts'
import { registerAppRoutes } from './modules/oauth/routes.ts'
import { registerOAuthServer } from './modules/oauth/server-routes.ts'
import { PageShell } from './modules/pages/page-shell.ts'
import { pagePreloads, readBuildManifest } from './modules/pages/screen-preloads.ts'
import { registerSitemapRoutes } from './modules/pages/sitemap.ts'
import { unavailablePage } from './modules/pages/unavailable-page.ts'
import { WebPages } from './modules/pages/web-pages.ts'
import { registerPlayerRoutes } from './modules/players/routes.ts'
import { registerPreviewRoutes } from './modules/previews/routes.ts'
import { registerProxyRoutes } from './modules/proxies/routes.ts'
import { registerReleaseRoutes } from './modules/releases/routes.ts'
import { registerResultRoutes } from './modules/results/routes.ts'
import { registerSubscriptionRoutes } from './modules/subscriptions/routes.ts'
import { registerWebhookRoutes } from './modules/webhooks/routes.ts'
import { WebhookWorker } from './modules/webhooks/worker.ts'

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>
/** Fastify types these factories as Ajv's; they answer zod's compilers, as the setters would. */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write that cannot move the public-deck or account versions (saving a source deck, which
     * is never listed): its answer leaves them known, so the requests after it need not read
     * them again. Autosaves come many a second; each made the next request read both.
     */
    keepsVersions?: boolean
  }
  interface FastifyInstance {
    /** What GET /ready answers; server.ts drains it before a stop (start/shutdown.ts). */
    readiness: Readiness
    /** The series server.ts serves on METRICS_PORT. */
    metrics: Metrics
  }
}

export interface BuildOptions {
  config: Config
  db: Db
  logger?: boolean
  /** Where every 5xx is logged as a line of JSON (process.stderr by default). */
  errorLog?: LogDestination
}

/** Builds the whole site (API, docs and web app) on a migrated database. */
export async function buildApp({
  config,
  db: untimed,
  logger = false,
  errorLog = process.stderr,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
    // Every schema is zod's, validated and serialised by these compilers (as setValidatorCompiler
    // and setSerializerCompiler would set them): given here, Fastify does not load the Ajv and
    // fast-json-stringify compilers it would otherwise build, unused, at every start (issue 31).
    schemaController: { compilersFactory: zodCompilers },
  })
  logServerErrors(app, errorLog)
  const metrics = new Metrics()
  app.decorate('metrics', metrics)
  registerRequestMetrics(app, metrics)
  const db = timedDb(untimed, (seconds) => metrics.statementDuration.observe(seconds))
  metrics.gauge(
    'db_pool_connections_in_use',
    'Pooled connections running a statement.',
    () => untimed.poolStats?.().inUse,
  )
  metrics.gauge(
    'db_pool_waiting',
    'Callers waiting for a pooled connection.',
    () => untimed.poolStats?.().waiting,
  )

  const cards = new CardStore(db)
  await cards.start()
  app.addHook('onClose', () => cards.stop())
  const noticed = (channel: string) => (lag: number) =>
    metrics.notificationLag.observe({ channel }, lag)
  const publicDecks = new WatchedVersion(
    db,
    'public_decks',
    'public_deck_state',
    undefined,
    noticed('public_decks'),
  )
  const accounts = new WatchedVersion(
    db,
    'accounts',
    'account_state',
    undefined,
    noticed('accounts'),
  )
  const versions = [publicDecks, accounts]
  for (const version of versions) {
    await version.start()
    app.addHook('onClose', () => version.stop())
  }
  // A player who changed something here sees it on their next request, even before the
  // database's notification of the change has arrived.
  afterWrites(
    app,
    () => {
      for (const version of versions) version.invalidate()
    },
    (config) => config.keepsVersions === true,
  )
  // Outbox mode is for development: the link goes to the console, where a developer looks.
  const mailer = createMailer(config, (line) => console.info(line))
  // Limits that quietly lapse would invite password guessing: an operator must hear of it.
  const rateLimit = createRateLimit(config, (outage) =>
    outage.down
      ? logEvent(errorLog, 'error', REDIS_DOWN, outage.error)
      : logEvent(errorLog, 'info', REDIS_BACK),
  )
  app.addHook('onReady', () => rateLimit.ready())
  app.addHook('onClose', async () => {
    mailer.close()
    await rateLimit.close()
  })
  const ctx: AppContext = { config, db, cards, publicDecks, mailer, rateLimit, metrics }
  // Deliveries queued in the database are sent once the server listens, and stop with it.
  const webhooks = new WebhookWorker(db, config.webhooks, (error) =>
    logEvent(errorLog, 'error', 'webhook delivery failed', error),
  )
  app.addHook('onReady', () => webhooks.start())
  app.addHook('onClose', () => webhooks.stop())

  const webIndexFile = join(config.webDist, 'index.html')
  const webIndex = existsSync(webIndexFile)
    ? withRuntimeConfig(readFileSync(webIndexFile, 'utf8'), {
        storeUrl: config.storeUrl,
        ...config.siteLinks,
      })
    : undefined
  registerSecurityHeaders(app, config.mediaUrl, config.storeUrl, webIndex)
  registerPageLinks(app, config.publicUrl)
  await registerCors(app, config.publicUrl, config.corsOrigins)
  registerJsonBody(app)
  // Answers of 1 KB or more go brotli- (quality 4) or gzip-compressed to clients that accept it:
  // a 50-card listing is a fifth of its size on a phone's connection. Built assets are served
  // from their pre-compressed copies and images are left alone. Request bodies are read as sent,
  // as the reference reads them: no client of it compresses one, and inflating them would be
  // one more way to turn a small request into a large one.
  await app.register(compress, { threshold: 1024, globalDecompression: false })
  await app.register(formbody)
  await app.register(swagger, {
    openapi: {
      info: { title: 'Ashes Deckbuilder API', version: '2.0.0' },
      components: { securitySchemes: oauthSecurityScheme(config.publicUrl) },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/docs' })
  // The reference serves its OpenAPI document at /openapi.json (api-core 0.1): clients and tools
  // written for it look there. The same document as /docs/json, outside the document itself.
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger())
  const shell =
    webIndex === undefined
      ? undefined
      : new PageShell(webIndex, config.publicUrl, pagePreloads(readBuildManifest(config.webDist)))
  const pages = shell && new WebPages(app, shell, cards, publicDecks)
  registerErrorHandling(app, pages, shell && unavailablePage(shell))
  registerGuards(app, new Callers(db, config.secretKey, accounts))

  const readiness = new Readiness()
  app.decorate('readiness', readiness)
  app.addHook('onListen', async () => readiness.listening())
  app.addHook('preClose', async () => readiness.drain())
  registerHealthRoutes(app, ctx, readiness)
  registerPreviewRoutes(app, ctx)
  registerSitemapRoutes(app, ctx)
  const oauth = providerOnDemand(db, config.publicUrl, config.secretKey)
  await registerOAuthServer(app, oauth, config.publicUrl)
  // Route handlers get requests typed by their zod schemas; validation stays the compiler above.
  await app.withTypeProvider<ZodTypeProvider>().register(
    async (api) => {
      registerCardRoutes(api, ctx)
      registerReleaseRoutes(api, ctx)
      registerDeckRoutes(api, ctx)
      registerLikeRoutes(api, ctx)
      registerDiscoveryRoutes(api, ctx)
      registerProxyRoutes(api, ctx)
      registerCommentRoutes(api, ctx)
      registerSubscriptionRoutes(api, ctx)
      registerAuthRoutes(api, ctx)
      registerPlayerRoutes(api, ctx)
      registerAppRoutes(api, ctx)
      registerDeveloperAppRoutes(api, ctx)
      registerResultRoutes(api, ctx)
      registerWebhookRoutes(api, ctx)
    },
    { prefix: '/v2' },
  )
  await app
    .withTypeProvider<ZodTypeProvider>()
    .register(async (site) => registerConsentRoutes(site, ctx, oauth))
  if (webIndex !== undefined) {
    await registerWebFiles(app, config.webDist)
    app.get('/', { config: { auth: 'none' }, schema: { hide: true } }, (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(pages?.home ?? webIndex),
    )
  }
  return app
}
