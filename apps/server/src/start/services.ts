import type { Db } from '@ashes/runtime'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'
import type { AppContext } from '../context.ts'
import { timedDb } from '../db/timed.ts'
import { WatchedVersion } from '../db/watched-version.ts'
import { afterWrites } from '../http/after-writes.ts'
import { Metrics, registerRequestMetrics } from '../http/metrics.ts'
import { type LogDestination, logEvent } from '../http/server-errors.ts'
import { createRateLimit, REDIS_BACK, REDIS_DOWN } from '../modules/auth/rate-limit.ts'
import { CardStore } from '../modules/cards/card-store.ts'
import { createMailer } from '../modules/mail/mailer.ts'

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
    /** The series server.ts serves on METRICS_PORT. */
    metrics: Metrics
  }
}

/** What the modules are given, and the accounts' version, which only the auth guard reads. */
export interface Services {
  ctx: AppContext
  accounts: WatchedVersion
}

/**
 * Starts the services every module shares (the timed database, the card store, the watched
 * versions, mail, rate limits, metrics) on `app`, each stopped by one of its onClose hooks. They
 * are started before any module registers, so their hooks close after every module's (Fastify
 * runs onClose hooks last-added first): a module's worker never outlives what it uses.
 */
export async function startServices(
  app: FastifyInstance,
  config: Config,
  untimed: Db,
  errorLog: LogDestination,
): Promise<Services> {
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
  const watched = (name: string, table: string) =>
    new WatchedVersion(db, name, table, undefined, noticed(name))
  const publicDecks = watched('public_decks', 'public_deck_state')
  const accounts = watched('accounts', 'account_state')
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
  const ctx = { config, db, cards, publicDecks, mailer, rateLimit, metrics, errorLog }
  return { ctx, accounts }
}
