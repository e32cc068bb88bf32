import type { DeckDetailsQuery } from '@ashes/api'
import type { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { PublicDeckCache } from '../../db/public-deck-cache.ts'
import { digest } from '../../http/conditional.ts'
import { reportedLastSeen } from '../subscriptions/subscription-rows.ts'
import { deckDetails } from './details.ts'
import { likesDeck } from './liked-deck-rows.ts'
import { pageEtag } from './revision.ts'

/** GET /v2/decks/{id}'s answer to one caller: its JSON bytes, and the ETag that names them. */
export interface DeckView {
  body: Buffer
  etag: string
}

/** A kept answer: the deck's JSON as anyone may see it, and the ETag of its revision. */
interface KeptDeck {
  body: Buffer
  commentsEntityId: number
  etag: string
}

/**
 * GET /v2/decks/{id} (api-decks 4.4). The deck as anyone may see it is read once per public-deck
 * and card-data version and kept as bytes (`deckDetails` costs several reads and a
 * serialisation); the caller's own fields, their last-seen comment and whether they like the
 * deck, are read for each request and written into the kept bytes before the closing brace:
 * parsing and serialising the kept answer again per caller cost this, the most requested page of
 * the API, most of its throughput.
 */
export class DeckViews {
  // A page keeps the ETag of the deck it shows: the header always names the body's revision.
  private readonly kept: PublicDeckCache<KeptDeck>

  constructor(private readonly ctx: AppContext) {
    const stats = ctx.metrics.cache('deck_pages')
    this.kept = new PublicDeckCache(ctx.publicDecks, (page) => page.body.length, stats)
  }

  async view(
    id: number,
    query: z.output<typeof DeckDetailsQuery>,
    playerId: number | undefined,
  ): Promise<DeckView> {
    const { db, cards } = this.ctx
    const snapshot = await cards.get()
    const build = async () => {
      const found = await deckDetails(db, snapshot, id, playerId, {
        showSaved: query.show_saved,
        fullCards: query.full_cards,
      })
      const value = {
        body: Buffer.from(JSON.stringify(found.details)),
        commentsEntityId: found.commentsEntityId,
        etag: found.etag,
      }
      return { value, version: found.publicVersion }
    }
    // The saved form is its owner's alone: never kept.
    const page = query.show_saved
      ? (await build()).value
      : await this.kept.obtain(`${id}:${query.full_cards}`, snapshot.version, build)
    const lastSeen = await reportedLastSeen(db, playerId, page.commentsEntityId)
    // Whether the caller likes it (issue 29) is the caller's own, like last_seen_entity_id.
    const liked = playerId === undefined ? undefined : await likesDeck(db, playerId, id)
    const extra = [
      ...(lastSeen === null ? [] : [`"last_seen_entity_id":${lastSeen}`]),
      ...(liked === undefined ? [] : [`"is_liked":${liked}`]),
    ]
    const body =
      extra.length === 0
        ? page.body
        : Buffer.concat([page.body.subarray(0, -1), Buffer.from(`,${extra.join(',')}}`)])
    return { body, etag: pageEtag(page.etag, digest(body)) }
  }
}
