import { existsSync, readFileSync } from 'node:fs'
import { join, sep } from 'node:path'
import compress from '@fastify/compress'
import formbody from '@fastify/formbody'
import fastifyStatic from '@fastify/static'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance } from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { AppContext } from './context.ts'
import type { Db } from './db/client.ts'
import { WatchedVersion } from './db/watched-version.ts'
import { registerCors } from './http/cors.ts'
import { registerErrorHandling } from './http/errors.ts'
import { clientErrorHandler, frameworkErrors } from './http/framework-errors.ts'
import { registerGuards } from './http/guards.ts'
import { registerJsonBody } from './http/json-body.ts'
import { registerPageLinks } from './http/pagination.ts'
import { registerSecurityHeaders } from './http/security-headers.ts'
import { type LogDestination, logServerErrors } from './http/server-errors.ts'
import { fastifyTrustProxy } from './http/trust-proxy.ts'
import { validatorCompiler } from './http/validation.ts'
import { withRuntimeConfig } from './http/web-config.ts'
import { WebPages } from './http/web-pages.ts'
import { Callers } from './modules/auth/caller.ts'
import { createRateLimit } from './modules/auth/rate-limit.ts'
import { registerAuthRoutes } from './modules/auth/routes.ts'
import { CardStore } from './modules/cards/card-store.ts'
import { registerCardRoutes } from './modules/cards/routes.ts'
import { registerCommentRoutes } from './modules/comments/routes.ts'
import { registerDeckRoutes } from './modules/decks/routes.ts'
import { registerHealthRoutes } from './modules/health/routes.ts'
import { createMailer } from './modules/mail/mailer.ts'
import { PageShell } from './modules/pages/page-shell.ts'
import { pagePreloads, readBuildManifest } from './modules/pages/screen-preloads.ts'
import { registerSitemapRoutes } from './modules/pages/sitemap.ts'
import { registerPlayerRoutes } from './modules/players/routes.ts'
import { registerPreviewRoutes } from './modules/previews/routes.ts'
import { registerProxyRoutes } from './modules/proxies/routes.ts'
import { registerReleaseRoutes } from './modules/releases/routes.ts'
import { registerSubscriptionRoutes } from './modules/subscriptions/routes.ts'

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write that cannot move the public-deck or account versions (saving a source deck, which
     * is never listed): its answer leaves them known, so the requests after it need not read
     * them again. Autosaves come many a second; each made the next request read both.
     */
    keepsVersions?: boolean
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
  db,
  logger = false,
  errorLog = process.stderr,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
  })
  logServerErrors(app, errorLog)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const cards = new CardStore(db)
  await cards.start()
  app.addHook('onClose', () => cards.stop())
  const publicDecks = new WatchedVersion(db, 'public_decks', 'public_deck_state')
  const accounts = new WatchedVersion(db, 'accounts', 'account_state')
  const versions = [publicDecks, accounts]
  for (const version of versions) {
    await version.start()
    app.addHook('onClose', () => version.stop())
  }
  // A player who changed something here sees it on their next request, even before the
  // database's notification of the change has arrived.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!READ_METHODS.has(request.method) && !request.routeOptions.config.keepsVersions)
      for (const version of versions) version.invalidate()
    done(null, payload)
  })
  // Outbox mode is for development: the link goes to the console, where a developer looks.
  const mailer = createMailer(config, (line) => console.info(line))
  const rateLimit = createRateLimit(config, (error) =>
    app.log.error({ err: error }, 'Rate-limit store unavailable; attempt allowed'),
  )
  app.addHook('onReady', () => rateLimit.ready())
  app.addHook('onClose', async () => {
    mailer.close()
    await rateLimit.close()
  })
  const ctx: AppContext = { config, db, cards, publicDecks, mailer, rateLimit }

  const webIndexFile = join(config.webDist, 'index.html')
  const webIndex = existsSync(webIndexFile)
    ? withRuntimeConfig(readFileSync(webIndexFile, 'utf8'), config.storeUrl)
    : undefined
  registerSecurityHeaders(app, config.mediaUrl, config.storeUrl, webIndex)
  registerPageLinks(app, config.publicUrl)
  await registerCors(app, config.publicUrl, config.corsOrigins)
  registerJsonBody(app)
  // Answers of 1 KB or more go brotli- (quality 4) or gzip-compressed to clients that accept it:
  // a 50-card listing is a fifth of its size on a phone's connection. Built assets are served
  // from their pre-compressed copies and images are left alone.
  await app.register(compress, { threshold: 1024 })
  await app.register(formbody)
  await app.register(swagger, {
    openapi: { info: { title: 'Ashes Deckbuilder API', version: '2.0.0' } },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/docs' })
  const pages =
    webIndex === undefined
      ? undefined
      : new WebPages(
          app,
          new PageShell(
            webIndex,
            config.publicUrl,
            pagePreloads(readBuildManifest(config.webDist)),
          ),
          cards,
          publicDecks,
        )
  registerErrorHandling(app, pages)
  registerGuards(app, new Callers(db, config.secretKey, accounts))

  registerHealthRoutes(app, ctx)
  registerPreviewRoutes(app, ctx)
  registerSitemapRoutes(app, ctx)
  // Route handlers get requests typed by their zod schemas; validation stays the compiler above.
  await app.withTypeProvider<ZodTypeProvider>().register(
    async (api) => {
      registerCardRoutes(api, ctx)
      registerReleaseRoutes(api, ctx)
      registerDeckRoutes(api, ctx)
      registerProxyRoutes(api, ctx)
      registerCommentRoutes(api, ctx)
      registerSubscriptionRoutes(api, ctx)
      registerAuthRoutes(api, ctx)
      registerPlayerRoutes(api, ctx)
    },
    { prefix: '/v2' },
  )
  if (webIndex !== undefined) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies beside every script and style sheet.
      preCompressed: true,
      setHeaders: (response, path) => {
        // Built assets carry a content hash in their names: they never change.
        if (path.includes(`${sep}assets${sep}`)) {
          response.header('Cache-Control', 'public, max-age=31536000, immutable')
        }
      },
    })
    app.get('/', { config: { auth: 'none' }, schema: { hide: true } }, (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(pages?.shell.defaultPage ?? webIndex),
    )
  }
  return app
}
