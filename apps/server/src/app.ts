import type { Db } from '@ashes/runtime'
import compress from '@fastify/compress'
import formbody from '@fastify/formbody'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { ModulePlugin } from './context.ts'
import { registerCors } from './http/cors.ts'
import { registerErrorHandling } from './http/errors.ts'
import { clientErrorHandler, frameworkErrors } from './http/framework-errors.ts'
import { registerGuards } from './http/guards.ts'
import { registerJsonBody } from './http/json-body.ts'
import { registerOpenApi } from './http/openapi.ts'
import { registerPageLinks } from './http/pagination.ts'
import { registerSecurityHeaders } from './http/security-headers.ts'
import { type LogDestination, logServerErrors } from './http/server-errors.ts'
import { fastifyTrustProxy } from './http/trust-proxy.ts'
import { validatorCompiler } from './http/validation.ts'
import { readWebIndex } from './http/web-config.ts'
import { Callers } from './modules/auth/caller.ts'
import { authModule } from './modules/auth/routes.ts'
import { cardsModule } from './modules/cards/routes.ts'
import { commentsModule } from './modules/comments/routes.ts'
import { subscriptionsModule } from './modules/comments/subscription-routes.ts'
import { decksModule } from './modules/decks/routes.ts'
import { discoveryModule } from './modules/discovery/routes.ts'
import { healthModule } from './modules/health/plugin.ts'
import { likesModule } from './modules/likes/routes.ts'
import { authorizationServer } from './modules/oauth/plugin.ts'
import { oauthSecurityScheme } from './modules/oauth/resource.ts'
import { appsModule } from './modules/oauth/routes.ts'
import { pagesModule, webPages } from './modules/pages/plugin.ts'
import { playersModule } from './modules/players/routes.ts'
import { previewsModule } from './modules/previews/routes.ts'
import { proxiesModule } from './modules/proxies/routes.ts'
import { releasesModule } from './modules/releases/routes.ts'
import { resultsModule } from './modules/results/routes.ts'
import { webhooksModule } from './modules/webhooks/plugin.ts'
import { startServices } from './start/services.ts'

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>
/** Fastify types these factories as Ajv's; they answer zod's compilers, as the setters would. */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory

/**
 * The modules under /v2, in the order their routes are registered (the OpenAPI document lists
 * them so). The cards module's hook must come first: it sees the write routes after it.
 */
const API_MODULES: ModulePlugin[] = [
  cardsModule,
  releasesModule,
  decksModule,
  likesModule,
  discoveryModule,
  proxiesModule,
  commentsModule,
  subscriptionsModule,
  authModule,
  playersModule,
  appsModule,
  resultsModule,
  webhooksModule,
]

export interface BuildOptions {
  config: Config
  db: Db
  logger?: boolean
  /** Where every 5xx is logged as a line of JSON (process.stderr by default). */
  errorLog?: LogDestination
}

/**
 * Builds the whole site (API, docs and web app) on a migrated database: the shared services and
 * the hooks every route passes through, then the modules, each a plugin (modules/README.md).
 * Hooks apply to the routes registered after them, and onClose hooks run last-added first, so
 * this order is the order of every request's hooks and, reversed, of the stop.
 */
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
    // Every schema is zod's, validated and serialised by these compilers (as setValidatorCompiler
    // and setSerializerCompiler would set them): given here, Fastify does not load the Ajv and
    // fast-json-stringify compilers it would otherwise build, unused, at every start (issue 31).
    schemaController: { compilersFactory: zodCompilers },
  })
  logServerErrors(app, errorLog)
  const { ctx, accounts } = await startServices(app, config, db, errorLog)

  const webIndex = readWebIndex(config)
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
  await registerOpenApi(app, oauthSecurityScheme(config.publicUrl))
  const web = webIndex === undefined ? undefined : await webPages(app, ctx, webIndex)
  registerErrorHandling(app, web?.pages, web?.unavailable)
  registerGuards(app, new Callers(ctx.db, config.secretKey, accounts))

  // Route handlers get requests typed by their zod schemas; validation stays the compiler above.
  const site = app.withTypeProvider<ZodTypeProvider>()
  await site.register(healthModule, ctx)
  await site.register(previewsModule, ctx)
  await site.register(pagesModule, { ...ctx, web })
  await site.register(authorizationServer, ctx)
  await site.register(
    async (api) => {
      for (const module of API_MODULES) await api.register(module, ctx)
    },
    { prefix: '/v2' },
  )
  return app
}
