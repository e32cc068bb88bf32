import { PAGE_PATHS, type PagePath } from '@ashes/api'
import { DatabaseUnavailableError } from '@ashes/runtime'
import type { FastifyInstance } from 'fastify'
import FindMyWay, { type HTTPMethod } from 'find-my-way'
import type { WatchedVersion } from '../../db/watched-version.ts'
import type { CardStore } from '../cards/card-store.ts'
import type { AppRender } from './app-render.ts'
import { type PageDoc, type PageShell, SITE_IMAGE, SITE_NAME } from './page-shell.ts'
import { cardDoc, playerDoc, publicDeckDoc, sharedDeckDoc } from './page-views.ts'

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

/** A `.` or `..` segment, written or percent-encoded (`%2e`), as a URL parser reads it. */
const DOT_SEGMENT = /\/(?:\.|%2e){1,2}(?=\/|$)/i

/**
 * The path with its dot segments resolved, as a browser resolves them before it asks: a client
 * sending `/decks/./` as it is means /decks/, whose page it gets. Routed as it was, the `.` was
 * a deck id and the page read the deck listing's answer as a deck: a 500 (issue 24 item 7).
 */
function resolveDots(path: string): string {
  return DOT_SEGMENT.test(path) ? new URL(`http://host${path}`).pathname : path
}

/**
 * Pages whose anonymous answer follows only the public decks and the card data (the pages the
 * API's own public-deck cache keeps, db/public-deck-cache.ts): kept while both versions stand.
 */
const KEPT_PAGES = new Set<PagePath>(['/decks/:id/', '/cards/:stub/', '/cards/legacy/:stub/'])
/** Kept pages, least recently used dropped first; a deck page is some 5 to 20 KB. */
const KEPT_MAX = 2000

/**
 * Pages the web app's own components render here (app-render.ts), when the build has its
 * server module; the page found for no path (Not Found) too. The card lists render the page
 * their address names (`?page=2`, the link the app's list shows until its script runs).
 */
const SCREEN_PAGES = new Set<PagePath>([
  '/',
  '/policies/',
  '/phoenix/',
  '/cards/',
  '/cards/legacy/',
  '/cards/syntax/',
  '/cards/:stub/',
  '/cards/legacy/:stub/',
  '/decks/',
  '/decks/red-rains/',
  '/decks/unrestricted/',
  '/decks/legacy/',
  '/decks/enemy/',
  '/decks/:id/',
  '/decks/:id/history/',
  '/decks/share/:uuid/',
  '/meta/',
  '/players/:badge/',
])

/**
 * Pages whose screen shows that their address names nothing ("No deck found") from the failed
 * query alone, rendered here as the app shows them (apps/web/src/lib/query-failures.ts). A
 * deck's history looks the id up again and a share link goes home: their 404 is the shell.
 */
const MISSING_SCREENS = new Set<PagePath>([
  '/cards/:stub/',
  '/cards/legacy/:stub/',
  '/decks/:id/',
  '/players/:badge/',
])

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
 * shell, with the screen its own components render (app-render.ts) and the head tags of the page
 * (page-views.ts: a public deck, card or player's title and preview read from the same anonymous
 * API answer that decided the status). A build without its server module gets the head tags
 * alone; the app draws the screen once its script runs.
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
    private readonly appRender?: AppRender,
  ) {
    for (const path of PAGE_PATHS) {
      const store: Store = { path, lookup: LOOKUPS[path] }
      this.router.on('GET', path, () => {}, store)
    }
  }

  /** The page at `url`: 200 for a page the web app shows, 404 for its Not Found page. */
  async render(url: string): Promise<WebPage> {
    const path = resolveDots(url.split('?')[0] ?? '/')
    const missing: WebPage = { status: 404, html: this.shell.shell }
    let found: ReturnType<typeof this.router.find>
    try {
      found = this.router.find('GET' as HTTPMethod, path)
    } catch {
      return missing // a path that is not validly encoded names nothing
    }
    const render = this.appRender
    if (!found) return render ? this.screen(render, undefined, path) : missing
    const { path: page, lookup } = found.store as Store
    if (!lookup) {
      if (render && SCREEN_PAGES.has(page)) return this.screen(render, page, url)
      return { status: 200, html: this.shell.pageOf(page) }
    }
    if (!KEPT_PAGES.has(page)) return this.build(page, found.params, lookup, url)
    // Versions read before the data, so a page is never kept under a version newer than its own.
    // A card page needs only the card data, in memory: it is shown even while the database is
    // out of reach.
    const decks = page === '/decks/:id/' ? await this.publicDecks.current() : ''
    const version = `${decks}:${(await this.cards.get()).version}`
    // The query string too: the app renders what it asks for (a deck compared with another...).
    const search = url.includes('?') ? url.slice(url.indexOf('?')) : ''
    const key = `${page}\u0000${Object.values(found.params).join('\u0000')}\u0000${search}`
    const entry = this.keep(key, version)
    if (entry) return entry
    const built = await this.build(page, found.params, lookup, url)
    if (built.kept) this.store(key, version, built)
    return built
  }

  /**
   * A page the web app renders (`page` undefined: the Not Found page of `url`), kept while the
   * public decks and card data it may show stand. Not Found pages are rendered each time: any
   * path may ask for one.
   */
  private async screen(
    render: AppRender,
    page: PagePath | undefined,
    url: string,
  ): Promise<WebPage> {
    // Without the database's version (out of reach), the page is rendered but not kept: its
    // content reads what the API's answers can still say.
    const decks = await this.publicDecks.current().catch(() => undefined)
    const version = decks === undefined ? undefined : `${decks}:${(await this.cards.get()).version}`
    const key = `screen\u0000${url}`
    const entry = page && version && this.keep(key, version)
    if (entry) return entry
    const screen = await render(url)
    const doc: PageDoc = { ...this.defaultDoc(screen.title, url), missing: !page }
    const built: WebPage = {
      status: page ? 200 : 404,
      html: this.shell.renderScreen(doc, screen, page),
    }
    if (page && version) this.store(key, version, built)
    return built
  }

  /** The kept page of `key` if kept under `version`, made the most recently used. */
  private keep(key: string, version: string): WebPage | undefined {
    const entry = this.kept.get(key)
    this.kept.delete(key)
    if (entry?.version !== version) return undefined
    this.kept.set(key, entry)
    return entry.page
  }

  private store(key: string, version: string, page: WebPage): void {
    this.kept.set(key, { version, page })
    if (this.kept.size > KEPT_MAX) this.kept.delete(this.kept.keys().next().value ?? '')
  }

  private async build(
    page: PagePath,
    params: Params,
    lookup: (params: Params) => string,
    url: string,
  ): Promise<WebPage & { kept: boolean }> {
    const response = await this.app.inject({ method: 'GET', url: lookup(params) })
    if (MISSING.has(response.statusCode)) {
      if (!this.appRender || !MISSING_SCREENS.has(page)) {
        return { status: 404, html: this.shell.shell, kept: true }
      }
      // The screen's "No deck found", its own components rendering the answer just read (issue
      // 53: a reader without JavaScript saw an empty page), under the title the app gives it.
      const answered = new Map([[lookup(params), response]])
      const screen = await this.appRender(url, answered, { missing: true })
      const doc: PageDoc = { ...this.defaultDoc(screen.title, url), missing: true }
      return { status: 404, html: this.shell.renderScreen(doc, screen, page), kept: true }
    }
    // The database is out of reach: the visitor is told so (errors.ts), not shown the app.
    if (response.statusCode === 503) {
      throw new DatabaseUnavailableError(new Error(`${lookup(params)} answered 503`))
    }
    // A log-in this anonymous request lacks, or a failure: the app's shell, asked again next time.
    if (response.statusCode !== 200) {
      return { status: 200, html: this.shell.pageOf(page), kept: false }
    }
    const doc = await this.pageDoc(page, params, response.body)
    if (this.appRender && SCREEN_PAGES.has(page)) {
      // The page's own read of its deck or player is the render's: not asked again (a card
      // page's render reads the card's details, which need the database; the lookup does not).
      const screen = await this.appRender(url, new Map([[lookup(params), response]]))
      const head = doc ?? this.defaultDoc(screen.title, url)
      return { status: 200, html: this.shell.renderScreen(head, screen, page), kept: true }
    }
    return {
      status: 200,
      html: doc ? this.shell.render(doc, page) : this.shell.pageOf(page),
      kept: true,
    }
  }

  /** The head of a page with no preview of its own: the site's, under its route's title. */
  private defaultDoc(title: string, url: string): PageDoc {
    return {
      title,
      description: this.shell.description,
      path: url.split('?')[0] ?? '/',
      image: SITE_IMAGE,
      imageAlt: SITE_NAME,
      type: 'website',
    }
  }

  /** The title, description and preview image of a page of a deck, card or player. */
  private async pageDoc(page: PagePath, params: Params, body: string) {
    switch (page) {
      case '/decks/:id/':
        return publicDeckDoc(params.id ?? '', JSON.parse(body).deck)
      case '/decks/share/:uuid/':
        return sharedDeckDoc(params.uuid ?? '', JSON.parse(body))
      case '/cards/:stub/':
      case '/cards/legacy/:stub/': {
        const card = JSON.parse(body)
        const legacy = page === '/cards/legacy/:stub/'
        const entry = (await this.cards.get()).byStub.get(`${legacy}:${card.stub}`)
        return cardDoc(card, legacy, entry?.version ?? 0)
      }
      case '/players/:badge/': {
        const player = JSON.parse(body)
        const decks = await this.app.inject({
          method: 'GET',
          url: `/v2/decks?player=${enc(player.badge)}&limit=1`,
        })
        const count =
          decks.statusCode === 200 ? (decks.json() as { count: number }).count : undefined
        return playerDoc(player, count)
      }
      default:
        return undefined
    }
  }
}
