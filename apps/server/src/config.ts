import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type DbTimeouts, parseDatabaseTimeouts, REPO_ROOT, siteOrigin } from '@ashes/runtime'
import { parseCorsOrigins } from './config/cors-origins.ts'
import type { RateLimitOverrides } from './config/rate-limits.ts'
import { parseSiteLinks, parseStoreUrl, type SiteLinks } from './config/site-links.ts'
import { parseTrustProxy, type TrustProxy } from './config/trust-proxy.ts'

export interface Config {
  port: number
  host: string
  publicUrl: string
  /** PostgreSQL connection string; unset means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined
  /** Limits on waiting for PostgreSQL (DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS). */
  databaseTimeouts: DbTimeouts
  dataDir: string
  cardDataDir: string | undefined
  secretKey: string
  smtpUrl: string | undefined
  mailFrom: string
  /** The partner store's address (STORE_URL), told to the web app in its page. */
  storeUrl: string | undefined
  mediaUrl: string
  /** Origins besides PUBLIC_URL's whose pages may call the API with credentials (CORS_ORIGINS). */
  corsOrigins: string[]
  redisUrl: string | undefined
  /** Proxies trusted to tell the client's address (TRUST_PROXY; default none). */
  trustProxy: TrustProxy
  siteName: string
  /** The footer's bug-report and source links (SITE_BUG_REPORT_URL, SITE_SOURCE_URL; default none). */
  siteLinks: SiteLinks
  /** Whether players may export their decks to another instance (ALLOW_EXPORTS, default on). */
  allowExports: boolean
  /** Decks per page of a deck export (EXPORTS_PER_REQUEST). */
  exportsPerRequest: number
  /** API origin of the instance decks are imported from (IMPORT_API_URL). */
  importApiUrl: string
  /** Directory of the built web app, served at `/` when it exists. */
  webDist: string
  /**
   * Proxies PDFs rendered at once (PROXY_RENDERS, default 2), how many more may wait
   * (PROXY_RENDERS_WAITING, default 8; past that 503), and each renderer's heap limit in MB.
   */
  proxyRenders: { concurrency: number; waiting: number; heapMb: number }
  /**
   * Link-preview images (/og/...png) drawn at once (PREVIEW_RENDERS, default 1), how many more
   * may wait (PREVIEW_RENDERS_WAITING, default 8; past that 503), and each drawer's heap limit.
   */
  previewRenders: { concurrency: number; waiting: number; heapMb: number }
  /**
   * A stop (SIGTERM, SIGINT): how long /ready answers 503 while every other request is still
   * served, so a load balancer that polls it stops sending first (SHUTDOWN_DELAY_MS, default 0),
   * then how long requests in flight may take to finish before their connections are cut
   * (SHUTDOWN_TIMEOUT_MS, default 10000).
   */
  shutdown: { delayMs: number; timeoutMs: number }
  /** The port of GET /metrics (METRICS_PORT); unset: no metrics served. */
  metricsPort: number | undefined
  /**
   * Whether every request is logged, one JSON line each on stdout (LOG_REQUESTS=1); answers of
   * status 500 or more are logged on stderr whatever it says (http/server-errors.ts).
   */
  logRequests: boolean
  /**
   * How many server processes `npm start` runs on the port, under its supervisor (WORKERS,
   * default 1). Read by the supervisor only (cli/supervise.ts), which refuses to start on
   * anything but a whole number of 1 or more, and on more than 1 without DATABASE_URL and
   * STORE_URL.
   */
  workers: number
  /**
   * Webhook deliveries to apps (modules/webhooks): whether this server sends them
   * (WEBHOOK_DELIVERY, default on; off: it only queues them), each attempt's time limit
   * (WEBHOOK_TIMEOUT_MS, default 5000), the first retry's delay, doubled at each next one
   * (WEBHOOK_RETRY_BASE_MS, default 30000), how long after its event a delivery is retried
   * (a day), and whether private and loopback addresses may be reached (WEBHOOK_ALLOW_PRIVATE,
   * default off: a production site must not call into its own network; tests and development
   * turn it on). Finished deliveries are kept for `kept.days` and at most `kept.perApp` per app
   * (default 30 days and 1000, modules/webhooks/worker.ts; no variable sets them).
   * So that no app's receiver holds back another's (issue 48 item 5): attempts under way at once
   * to one app, across all servers (WEBHOOK_PER_APP, default 2), and from this server to all
   * apps (WEBHOOK_CONCURRENCY, default 32); failures in a row after which an app's deliveries
   * wait, unsent, for the retry back-off (WEBHOOK_BREAKER_FAILURES, default 5).
   */
  webhooks: {
    deliver: boolean
    timeoutMs: number
    retryBaseMs: number
    retryForMs: number
    allowPrivateAddresses: boolean
    perApp: number
    concurrency: number
    breakerFailures: number
    kept?: { days: number; perApp: number }
  }
  /** Overrides of the default rate limits (modules/auth/rate-limit.ts); no variable sets them. */
  rateLimits?: RateLimitOverrides
}

function defaultCardDataDir(): string | undefined {
  const sibling = resolve(REPO_ROOT, '../shared/data')
  return existsSync(sibling) ? sibling : undefined
}

/** A development secret is generated once and kept beside the data so tokens survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'secret-key')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

/** METRICS_PORT: unset or empty for none; anything but a port number stops the start. */
function parseMetricsPort(value: string | undefined): number | undefined {
  if (!value) return undefined
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`METRICS_PORT: '${value}' is not a port number`)
  return port
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000)
  const host = env.HOST ?? '127.0.0.1'
  const dataDir = resolve(env.DATA_DIR ?? join(REPO_ROOT, '.data'))
  return {
    port,
    host,
    publicUrl: (env.PUBLIC_URL || siteOrigin(host, port)).replace(/\/+$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseTimeouts: parseDatabaseTimeouts(env),
    dataDir,
    cardDataDir: env.CARD_DATA_DIR ? resolve(env.CARD_DATA_DIR) : defaultCardDataDir(),
    secretKey: env.SECRET_KEY || developmentSecret(dataDir),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Ashes Deckbuilder <noreply@localhost>',
    storeUrl: parseStoreUrl(env.STORE_URL),
    mediaUrl: (env.MEDIA_URL ?? 'https://cdn.ashes.live').replace(/\/+$/, ''),
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    redisUrl: env.REDIS_URL || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    siteName: env.SITE_NAME ?? 'Ashes Deckbuilder',
    siteLinks: parseSiteLinks(env),
    allowExports: !/^(0|false|no|off)$/i.test(env.ALLOW_EXPORTS ?? 'true'),
    exportsPerRequest: Math.max(1, Number(env.EXPORTS_PER_REQUEST ?? 30) || 30),
    importApiUrl: (env.IMPORT_API_URL ?? 'https://api.ashes.live').replace(/\/+$/, ''),
    webDist: env.WEB_DIST ? resolve(env.WEB_DIST) : resolve(REPO_ROOT, 'apps/web/dist'),
    proxyRenders: {
      concurrency: Math.max(1, Number(env.PROXY_RENDERS ?? 2) || 2),
      waiting: Math.max(0, Number(env.PROXY_RENDERS_WAITING ?? 8) || 0),
      heapMb: 256,
    },
    previewRenders: {
      concurrency: Math.max(1, Number(env.PREVIEW_RENDERS ?? 1) || 1),
      waiting: Math.max(0, Number(env.PREVIEW_RENDERS_WAITING ?? 8) || 0),
      heapMb: 256,
    },
    shutdown: {
      delayMs: Math.max(0, Number(env.SHUTDOWN_DELAY_MS ?? 0) || 0),
      timeoutMs: Math.max(0, Number(env.SHUTDOWN_TIMEOUT_MS ?? 10_000) || 0),
    },
    metricsPort: parseMetricsPort(env.METRICS_PORT),
    logRequests: env.LOG_REQUESTS === '1',
    workers: Number(env.WORKERS || 1),
    webhooks: {
      deliver: !/^(0|false|no|off)$/i.test(env.WEBHOOK_DELIVERY ?? 'on'),
      timeoutMs: Math.max(100, Number(env.WEBHOOK_TIMEOUT_MS ?? 5000) || 5000),
      retryBaseMs: Math.max(10, Number(env.WEBHOOK_RETRY_BASE_MS ?? 30_000) || 30_000),
      retryForMs: 24 * 60 * 60 * 1000,
      allowPrivateAddresses: /^(1|true|yes|on)$/i.test(env.WEBHOOK_ALLOW_PRIVATE ?? ''),
      perApp: Math.max(1, Math.floor(Number(env.WEBHOOK_PER_APP ?? 2) || 2)),
      concurrency: Math.max(1, Math.floor(Number(env.WEBHOOK_CONCURRENCY ?? 32) || 32)),
      breakerFailures: Math.max(1, Math.floor(Number(env.WEBHOOK_BREAKER_FAILURES ?? 5) || 5)),
    },
  }
}
