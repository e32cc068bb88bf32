import type { Db } from '@ashes/runtime'
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginOptions,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { WatchedVersion } from './db/watched-version.ts'
import type { Metrics } from './http/metrics.ts'
import type { LogDestination } from './http/server-errors.ts'
import type { RateLimit } from './modules/auth/rate-limit.ts'
import type { CardStore } from './modules/cards/card-store.ts'
import type { Mailer } from './modules/mail/mailer.ts'

/**
 * What every module's plugin is given as its options, built once by `startServices`
 * (start/services.ts) for `buildApp` (app.ts). It lives apart from app.ts so that modules, which
 * app.ts imports, never import app.ts back.
 */
export interface AppContext {
  config: Config
  db: Db
  cards: CardStore
  /** Moves whenever anything public deck pages show changes (see db/public-deck-cache.ts). */
  publicDecks: WatchedVersion
  /** Invitation and password-reset mail. */
  mailer: Mailer
  /** Limits on the endpoints that send mail or check passwords (auth/rate-limit.ts). */
  rateLimit: RateLimit
  /** The series served on METRICS_PORT (http/metrics.ts); modules add their caches and queues. */
  metrics: Metrics
  /** Where events of the site (a service down, a webhook delivery failed) are logged (`logEvent`). */
  errorLog: LogDestination
}

/**
 * The app as route files see it: requests typed by their zod schemas, so a handler reads
 * `request.body` as the schema's output without a cast.
 */
export type TypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>

/**
 * A module as app.ts registers it: a Fastify plugin given the context as its options, that
 * brings its routes, hooks and background work (see modules/README.md).
 */
export type ModulePlugin<Options extends FastifyPluginOptions = AppContext> = FastifyPluginAsync<
  Options,
  RawServerDefault,
  ZodTypeProvider
>
