import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.ts'
import { notFound } from '../../http/api-error.ts'
import { listedBetween, listedRanges } from '../decks/public-deck-rows.ts'
import { escapeHtml } from './html.ts'
import { cardPagePath } from './text-words.ts'

/**
 * Decks per sitemap file, by range of deck id: file n lists the public decks whose listed
 * snapshot has an id in [n * DECKS_PER_FILE, (n + 1) * DECKS_PER_FILE), so it never holds more
 * than the protocol's 50,000 URLs, is read by one range of the primary key (no OFFSET), and a
 * deck stays in the same file for good.
 */
const DECKS_PER_FILE = 50_000

/**
 * Pages only their owner or a visitor signing up or in is meant to see. Share links are not among
 * them: link unfurlers that obey robots.txt (Twitterbot) must read a shared deck's preview, and
 * its page's `noindex`, which a crawler only sees if it may fetch the page, keeps it out of search.
 */
export const PRIVATE_PAGES = [
  '/apps/',
  '/decks/mine/',
  '/decks/liked/',
  '/players/me/',
  '/players/new/',
  '/players/reset/',
  '/log-in/',
] as const

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'
const DECK_FILE = /^decks-(\d{1,6})\.xml$/
// Deck ids are 32-bit integers.
const LAST_FILE = Math.floor(2 ** 31 / DECKS_PER_FILE)

const hidden = { config: { auth: 'none' as const }, schema: { hide: true } }
const CACHE = 'public, max-age=3600'

interface DeckFile {
  n: number
  lastmod: string
}

/** GET /robots.txt, /sitemap.xml (an index) and its files /sitemaps/cards.xml, /sitemaps/decks-{n}.xml. */
export function registerSitemapRoutes(app: FastifyInstance, ctx: AppContext): void {
  const site = ctx.config.publicUrl
  const siteXml = escapeHtml(site)
  const robots = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /v2/',
    'Disallow: /docs/',
    ...PRIVATE_PAGES.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${site}/sitemap.xml`,
    '',
  ].join('\n')
  app.get('/robots.txt', hidden, (_request, reply) =>
    reply.header('Cache-Control', CACHE).type('text/plain; charset=utf-8').send(robots),
  )

  // The index costs one grouped read of the listed decks; kept while the public decks are as
  // they were (migration 0004's version moves with every change to what is listed).
  let index: { version: number; files: DeckFile[] } | undefined
  const deckFiles = async (): Promise<DeckFile[]> => {
    const version = await ctx.publicDecks.current()
    if (index?.version === version) return index.files
    const files = await listedRanges(ctx.db, DECKS_PER_FILE)
    index = { version, files: files.map((file) => ({ ...file, n: Number(file.n) })) }
    return index.files
  }

  app.get('/sitemap.xml', hidden, async (_request, reply) => {
    const entries = [`<sitemap><loc>${escapeHtml(`${site}/sitemaps/cards.xml`)}</loc></sitemap>`]
    for (const file of await deckFiles()) {
      const loc = escapeHtml(`${site}/sitemaps/decks-${file.n}.xml`)
      entries.push(`<sitemap><loc>${loc}</loc><lastmod>${file.lastmod}</lastmod></sitemap>`)
    }
    return reply
      .header('Cache-Control', CACHE)
      .type('application/xml; charset=utf-8')
      .send(`${XML_HEAD}<sitemapindex ${NAMESPACE}>\n${entries.join('\n')}\n</sitemapindex>\n`)
  })

  app.get<{ Params: { file: string } }>('/sitemaps/:file', hidden, async (request, reply) => {
    const { file } = request.params
    let urls: string[]
    if (file === 'cards.xml') {
      // Every card page that answers: current and legacy cards of public releases.
      const cards = (await ctx.cards.get()).cards.filter((card) => card.release.isPublic)
      urls = cards.map(
        (card) =>
          `<url><loc>${escapeHtml(site + cardPagePath(card.stub, card.isLegacy))}</loc></url>`,
      )
    } else {
      const n = Number(DECK_FILE.exec(file)?.[1] ?? Number.NaN)
      if (!(n <= LAST_FILE)) throw notFound('No such sitemap.')
      const rows = await listedBetween(ctx.db, n * DECKS_PER_FILE, (n + 1) * DECKS_PER_FILE)
      if (!rows.length) throw notFound('No such sitemap.')
      urls = rows.map(
        (row) =>
          `<url><loc>${siteXml}/decks/${row.page}/</loc><lastmod>${row.lastmod}</lastmod></url>`,
      )
    }
    return reply
      .header('Cache-Control', CACHE)
      .type('application/xml; charset=utf-8')
      .send(`${XML_HEAD}<urlset ${NAMESPACE}>\n${urls.join('\n')}\n</urlset>\n`)
  })
}
