import { join, resolve } from 'node:path'
// The store shares the site's notion of addresses and its default data locations.
import { REPO_ROOT, StartupError, siteOrigin } from '@ashes/runtime'

export interface StoreConfig {
  port: number
  host: string
  /** The one origin whose pages may call the store from a browser (CORS). */
  siteOrigin: string
  /** PostgreSQL (STORE_DATABASE_URL); unset means PGlite in `dataDir`. */
  databaseUrl: string | undefined
  /** The store's own PostgreSQL schema, created when missing. */
  databaseSchema: string
  dataDir: string
  productsFile: string
}

function origin(name: string, value: string): string {
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {
    // reported below
  }
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new StartupError(
      `${name}: '${value}' is not an http(s) origin (such as https://site.example)`,
    )
  }
  return url.origin
}

function whole(name: string, value: string | undefined, fallback: number): number {
  if (!value?.trim()) return fallback
  const number = Number(value)
  if (!/^\d{1,5}$/.test(value.trim()) || number > 65535) {
    throw new StartupError(`${name}: '${value}' is not a port number (0 to 65535)`)
  }
  return number
}

/**
 * The stand-in store's settings. Without its own variables it sits beside the site `npm start`
 * runs: on PORT + 1, in DATA_DIR/store, answering the site's origin (PUBLIC_URL, or HOST:PORT).
 */
export function loadStoreConfig(env: NodeJS.ProcessEnv = process.env): StoreConfig {
  const host = env.STORE_HOST || env.HOST || '127.0.0.1'
  const sitePort = whole('PORT', env.PORT, 3000)
  const schema = env.STORE_DATABASE_SCHEMA || 'store'
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new StartupError(`STORE_DATABASE_SCHEMA: '${schema}' is not a schema name (a-z, 0-9, _)`)
  }
  return {
    port: whole('STORE_PORT', env.STORE_PORT, sitePort + 1),
    host,
    siteOrigin: env.STORE_SITE_ORIGIN
      ? origin('STORE_SITE_ORIGIN', env.STORE_SITE_ORIGIN)
      : env.PUBLIC_URL
        ? origin('PUBLIC_URL', env.PUBLIC_URL)
        : siteOrigin(env.HOST || '127.0.0.1', sitePort),
    databaseUrl: env.STORE_DATABASE_URL || undefined,
    databaseSchema: schema,
    dataDir: join(resolve(env.DATA_DIR ?? join(REPO_ROOT, '.data')), 'store'),
    productsFile: resolve(
      env.STORE_PRODUCTS_FILE || join(REPO_ROOT, '../shared/data/store-products.json'),
    ),
  }
}
