import { PAGE_PATHS, type PagePath } from '@ashes/api'
import type { FastifyInstance } from 'fastify'
import FindMyWay, { type HTTPMethod } from 'find-my-way'
import type { WatchedVersion } from '../db/watched-version.ts'
import type { CardStore } from '../modules/cards/card-store.ts'
import type { PageShell } from '../modules/pages/page-shell.ts'
import { cardDoc, playerDoc, publicDeckDoc, sharedDeckDoc } from '../modules/pages/page-views.ts'

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
 * Pages whose anonymous answer follows only the public decks and the card data (the pages the
 * API's own public-deck cache keeps, decks/public-cache.ts): kept while both versions stand.
 */
const KEPT_PAGES = new Set<PagePath>(['/decks/:id/', '/cards/:stub/', '/cards/legacy/:stub/'])
/** Kept pages, least recently used dropped first; a deck page is some 5 to 20 KB. */
const KEPT_MAX = 2000

/** A page as the server answers it: its status and its HTML. */
export interface WebPage {
  status: 200 | 404
  html: string
}

interface Store {
  path: PagePath
  lookup?: (params: Params) => string
}

/**
 * Which page paths exist, matched as the web app's router matches them (any letter case, with or
 * without the trailing slash, repeated slashes ignored), and what each answers: the web app's
 * shell, with the title, preview tags and main content of a public deck, card or player page
 * (modules/pages), read from the same anonymous API answer that decided the status.
 */
export class WebPages {
  private readonly kept = new Map<string, { version: string; page: WebPage }>()
  private readonly router = FindMyWay({
    caseSensitive: false,
    ignoreTrailingSlash: true,
    ignoreDuplicateSlashes: true,
    // Long ids are the API's to refuse (a 414 there is a missing page here).
    maxParamLength: 2000,
  })

  constructor(
    private readonly app: FastifyInstance,
    readonly shell: PageShell,
    private readonly cards: CardStore,
    private readonly publicDecks: WatchedVersion,
  ) {
    for (const path of PAGE_PATHS) {
      const store: Store = { path, lookup: LOOKUPS[path] }
      this.router.on('GET', path, () => {}, store)
    }
  }

  /** The page at `url`: 200 for a page the web app shows, 404 for its Not Found page. */
  async render(url: string): Promise<WebPage> {
    const path = url.split('?')[0] ?? '/'
    const missing: WebPage = { status: 404, html: this.shell.shell }
    let found: ReturnType<typeof this.router.find>
    try {
      found = this.router.find('GET' as HTTPMethod, path)
    } catch {
      return missing // a path that is not validly encoded names nothing
    }
    if (!found) return missing
    const { path: page, lookup } = found.store as Store
    if (!lookup) return { status: 200, html: this.shell.pageOf(page) }
    if (!KEPT_PAGES.has(page)) return this.build(page, found.params, lookup)
    // Versions read before the data, so a page is never kept under a version newer than its own.
    const version = `${await this.publicDecks.current()}:${(await this.cards.get()).version}`
    const key = `${page}\u0000${Object.values(found.params).join('\u0000')}`
    const entry = this.kept.get(key)
    this.kept.delete(key)
    if (entry?.version === version) {
      this.kept.set(key, entry)
      return entry.page
    }
    const built = await this.build(page, found.params, lookup)
    if (built.kept) {
      this.kept.set(key, { version, page: built })
      if (this.kept.size > KEPT_MAX) this.kept.delete(this.kept.keys().next().value ?? '')
    }
    return built
  }

  private async build(
    page: PagePath,
    params: Params,
    lookup: (params: Params) => string,
  ): Promise<WebPage & { kept: boolean }> {
    const response = await this.app.inject({ method: 'GET', url: lookup(params) })
    if (MISSING.has(response.statusCode)) return { status: 404, html: this.shell.shell, kept: true }
    // A log-in this anonymous request lacks, or a failure: the app's shell, asked again next time.
    if (response.statusCode !== 200) {
      return { status: 200, html: this.shell.pageOf(page), kept: false }
    }
    const html = await this.pageHtml(page, params, response.body)
    return { status: 200, html: html ?? this.shell.pageOf(page), kept: true }
  }

  private async pageHtml(page: PagePath, params: Params, body: string) {
    switch (page) {
      case '/decks/:id/':
        return this.shell.render(publicDeckDoc(params.id ?? '', JSON.parse(body).deck), page)
      case '/decks/share/:uuid/':
        return this.shell.render(sharedDeckDoc(params.uuid ?? '', JSON.parse(body)), page)
      case '/cards/:stub/':
      case '/cards/legacy/:stub/': {
        const card = JSON.parse(body)
        const legacy = page === '/cards/legacy/:stub/'
        const entry = (await this.cards.get()).byStub.get(`${legacy}:${card.stub}`)
        return this.shell.render(cardDoc(card, legacy, entry?.version ?? 0), page)
      }
      case '/players/:badge/': {
        const player = JSON.parse(body)
        const decks = await this.app.inject({
          method: 'GET',
          url: `/v2/decks?player=${enc(player.badge)}&limit=1`,
        })
        const count =
          decks.statusCode === 200 ? (decks.json() as { count: number }).count : undefined
        return this.shell.render(playerDoc(player, count), page)
      }
      default:
        return undefined
    }
  }
}
