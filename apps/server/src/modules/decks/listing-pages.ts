import type { DeckListQuery } from '@ashes/api'
import type { AppContext } from '../../context.ts'
import { PublicDeckCache } from '../../db/public-deck-cache.ts'
import { digest, ifNoneMatch } from '../../http/conditional.ts'
import { DeckContentsJson, deckOutJson } from './deck-page-json.ts'
import { type ListedDeck, ownDecksState } from './deck-rows.ts'
import { type ListingScope, listDecks } from './listing.ts'
import { listSnapshots } from './snapshot-list.ts'
import { SearchGate } from './title-search.ts'

/** A listing page's total and its results as JSON text (the routes write the envelope). */
export interface ListedPage {
  count: number
  results: string
}

/** What a request for the player's own decks is answered: its ETag, and the page if changed. */
interface MyDecksAnswer {
  etag: string
  /** Undefined when the request's If-None-Match names the ETag: answered 304. */
  page: ListedPage | undefined
}

/** The request a tag of the player's own decks is made for. */
interface TaggedRequest {
  url: string
  publicUrl: string
  ifNoneMatch: string | undefined
}

/**
 * The deck listings' pages (api-decks 4.1, 4.2, 4.7), as JSON text of their results: the public
 * listing kept per query while the public decks and the card data stand, the player's own
 * answered 304 while none of their decks changed.
 */
export class DeckListings {
  // Counts by filter; an entry is some hundred bytes.
  private readonly counts: PublicDeckCache<number>
  private readonly contentsJson = new DeckContentsJson()
  private readonly searches = new SearchGate()
  // A page is counted twice: its results, and its answer kept beside them (routes.ts).
  private readonly publicPages: PublicDeckCache<ListedPage>

  constructor(private readonly ctx: AppContext) {
    const { publicDecks, metrics } = ctx
    this.counts = new PublicDeckCache(publicDecks, () => 100, metrics.cache('deck_counts'))
    this.publicPages = new PublicDeckCache(
      publicDecks,
      (page) => page.results.length * 2,
      metrics.cache('deck_listing_pages'),
    )
  }

  /** GET /v2/decks: one kept page per query (as validated: equivalent URLs share one entry). */
  async publicPage(query: DeckListQuery): Promise<ListedPage> {
    const cardVersion = (await this.ctx.cards.get()).version
    return this.publicPages.obtain(JSON.stringify(query), cardVersion, async () => {
      const { version, ...value } = await this.listedPage(query, {})
      return { value, version }
    })
  }

  /** GET /v2/decks/mine: a weak ETag of the player's decks, and the page unless it is current. */
  async mine(
    player: { id: number; username: string; badge: string },
    query: DeckListQuery,
    request: TaggedRequest,
  ): Promise<MyDecksAnswer> {
    // Read before the page: a save in between leaves the tag older than the page, never newer,
    // so it can cost a poller one answer more but never hide a change (issue 48 item 10).
    const state = await ownDecksState(this.ctx.db, player.id)
    const { version } = await this.ctx.cards.get()
    const parts = [String(player.id), player.username, player.badge, String(version), state]
    const etag = `W/"${digest(...parts, request.publicUrl, request.url)}"`
    if (ifNoneMatch(request.ifNoneMatch, etag)) return { etag, page: undefined }
    const { count, results } = await this.listedPage(query, { mineOf: player.id })
    return { etag, page: { count, results } }
  }

  /** GET /v2/decks/{id}/snapshots: share links only for the deck's owner. */
  async snapshots(
    id: number,
    playerId: number | undefined,
    query: Parameters<typeof listSnapshots>[3],
  ): Promise<ListedPage> {
    const found = await listSnapshots(this.ctx.db, id, playerId, query)
    return { count: found.count, results: await this.resultsJson(found.rows, found.owner) }
  }

  /** Listed decks as the JSON text of a page's results. */
  private async resultsJson(rows: ListedDeck[], shareUuid: boolean) {
    const snapshot = await this.ctx.cards.get()
    const json = this.contentsJson
    return rows.map((deck) => deckOutJson(deck, snapshot, { shareUuid }, json)).join(',')
  }

  /** A deck listing page, with the public-deck version it was read at. */
  private async listedPage(query: DeckListQuery, scope: ListingScope) {
    const { db, cards } = this.ctx
    const found = await listDecks(db, await cards.get(), query, scope, this.counts, this.searches)
    return {
      count: found.count,
      results: await this.resultsJson(found.rows, false),
      version: found.version,
    }
  }
}
