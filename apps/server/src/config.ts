import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type DbTimeouts, parseDatabaseTimeouts } from './db/timeouts.ts'
import { parseCorsOrigins } from './http/cors.ts'
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.ts'
import { parseStoreUrl } from './http/web-config.ts'

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
  /** Whether players may export their decks to another instance (ALLOW_EXPORTS, default on). */
  allowExports: boolean
  /** Decks per page of a deck export (EXPORTS_PER_REQUEST). */
  exportsPerRequest: number
  /** API origin of the instance decks are imported from (IMPORT_API_URL). */
  importApiUrl: string
  /** Directory of the built web app, served at `/` when it exists. */
  webDist: string
}

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')

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

/**
 * The origin a browser reaches a server at: the listening address, with an all-interfaces
 * address named `localhost`. The start message and the default PUBLIC_URL both use it, so mail
 * links open the same origin (and the same log-in) as the printed address.
 */
export function siteOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`
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
    allowExports: !/^(0|false|no|off)$/i.test(env.ALLOW_EXPORTS ?? 'true'),
    exportsPerRequest: Math.max(1, Number(env.EXPORTS_PER_REQUEST ?? 30) || 30),
    importApiUrl: (env.IMPORT_API_URL ?? 'https://api.ashes.live').replace(/\/+$/, ''),
    webDist: env.WEB_DIST ? resolve(env.WEB_DIST) : resolve(REPO_ROOT, 'apps/web/dist'),
  }
}
