import { PAGE_PATHS, type PagePath } from '@ashes/api'
import type { FastifyInstance } from 'fastify'
import FindMyWay, { type HTTPMethod } from 'find-my-way'

type Params = Record<string, string | undefined>

const enc = (value: string | undefined) => encodeURIComponent(value ?? '')

/**
 * The API request each page with a deck, card or player in its path makes first: a 404 (or a
 * 422 for an impossible id) there means the page shows Not Found. 401 and 403 do not: the
 * browser may hold the log-in that this anonymous check lacks.
 */
const LOOKUPS: Partial<Record<PagePath, (params: Params) => string>> = {
  '/cards/:stub/': ({ stub }) => `/v2/cards/${enc(stub)}`,
  '/cards/legacy/:stub/': ({ stub }) => `/v2/cards/${enc(stub)}?show_legacy=true`,
  '/decks/:id/': ({ id }) => `/v2/decks/${enc(id)}`,
  '/decks/:id/history/': ({ id }) => `/v2/decks/${enc(id)}/snapshots?show_public_only=true`,
  '/decks/mine/:id/': ({ id }) => `/v2/decks/${enc(id)}?show_saved=true`,
  '/decks/mine/:id/history/': ({ id }) => `/v2/decks/${enc(id)}?show_saved=true`,
  '/decks/share/:uuid/': ({ uuid }) => `/v2/decks/shared/${enc(uuid)}`,
  '/players/:badge/': ({ badge }) => `/v2/players/${enc(badge)}`,
}

const MISSING = new Set([400, 404, 414, 422])

/**
 * Which page paths exist, matched as the web app's router matches them (any letter case, with or
 * without the trailing slash, repeated slashes ignored).
 */
export class WebPages {
  private readonly router = FindMyWay({
    caseSensitive: false,
    ignoreTrailingSlash: true,
    ignoreDuplicateSlashes: true,
    // Long ids are the API's to refuse (a 414 there is a missing page here).
    maxParamLength: 2000,
  })

  constructor(private readonly app: FastifyInstance) {
    for (const path of PAGE_PATHS) {
      const lookup = LOOKUPS[path]
      this.router.on('GET', path, () => {}, { lookup })
    }
  }

  /** 200 for a page the web app shows, 404 for its Not Found page. */
  async status(url: string): Promise<200 | 404> {
    const path = url.split('?')[0] ?? '/'
    let found: ReturnType<typeof this.router.find>
    try {
      found = this.router.find('GET' as HTTPMethod, path)
    } catch {
      return 404 // a path that is not validly encoded names nothing
    }
    if (!found) return 404
    const lookup = (found.store as { lookup?: (params: Params) => string }).lookup
    if (!lookup) return 200
    const response = await this.app.inject({ method: 'GET', url: lookup(found.params) })
    return MISSING.has(response.statusCode) ? 404 : 200
  }
}
