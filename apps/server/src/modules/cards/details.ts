import type { CardDetails } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import type { AppContext } from '../../context.ts'
import { PublicDeckCache } from '../decks/public-cache.ts'
import { reportedLastSeen } from '../subscriptions/subscription-rows.ts'
import type { CardEntry, CardSnapshot } from './card-snapshot.ts'
import { CardUsageMemory } from './card-usage-memory.ts'
import { relatedCards } from './related.ts'

/**
 * How many decks and distinct players use the card. Unlike the reference, a deck is counted once
 * (not once per matching card), players are counted across both queries, and deleted decks and
 * the preconstructed decks (nobody's own) are left out.
 */
async function usage(db: Queryable, roots: CardEntry[]): Promise<CardDetails['usage']> {
  const phoenixborns = roots.filter((card) => card.type === 'Phoenixborn').map((card) => card.id)
  const others = roots.filter((card) => card.type !== 'Phoenixborn').map((card) => card.id)
  if (roots.length === 0) return { decks: 0, users: 0 }
  const [row] = await db.query<{ decks: number; users: number }>(
    `SELECT count(*) AS decks, count(DISTINCT d.player_id) AS users FROM deck d
     WHERE NOT d.is_snapshot AND NOT d.is_deleted AND NOT d.is_preconstructed
       AND (d.phoenixborn_id = ANY($1::int[])
            OR EXISTS (SELECT 1 FROM deck_card dc WHERE dc.deck_id = d.id AND dc.card_id = ANY($2::int[])))`,
    [phoenixborns, others],
  )
  return { decks: row?.decks ?? 0, users: row?.users ?? 0 }
}

type PreconDeck = CardDetails['preconstructed_deck']

async function preconstructedDeck(db: Queryable, card: CardEntry, roots: CardEntry[]) {
  const ids = roots.map((root) => root.id)
  if (ids.length === 0) return null
  const [row] = await db.query<{ id: number; title: string | null }>(
    `SELECT d.source_id AS id, d.title FROM deck d
     WHERE d.is_snapshot AND d.is_public AND d.is_preconstructed AND NOT d.is_deleted AND d.is_legacy = $1
       AND d.source_id IS NOT NULL
       AND EXISTS (SELECT 1 FROM deck_card dc WHERE dc.deck_id = d.id AND dc.card_id = ANY($2::int[]))
     ORDER BY d.id LIMIT 1`,
    [card.isLegacy, ids],
  )
  return row ?? null
}

/**
 * Card details as other reads are served: the preconstructed deck is kept while the public-deck
 * and card-data versions hold, the usage counts for a bounded time (card-usage-memory.ts); only
 * a signed-in caller's last seen comment is still read per request.
 */
export class CardDetailsReader {
  readonly usage: CardUsageMemory
  private readonly precons: PublicDeckCache<PreconDeck>

  constructor(private readonly ctx: AppContext) {
    this.usage = new CardUsageMemory(ctx.metrics.cache('card_usage'))
    this.precons = new PublicDeckCache(
      ctx.publicDecks,
      () => 100,
      ctx.metrics.cache('card_preconstructed_decks'),
    )
  }

  async read(snapshot: CardSnapshot, card: CardEntry, playerId: number | undefined) {
    const { db, publicDecks } = this.ctx
    const { related, roots } = relatedCards(card, snapshot)
    const rootIds = roots.map((root) => root.id).join(',')
    const [usageCounts, precon, seen] = await Promise.all([
      this.usage.obtain(rootIds, () => usage(db, roots)),
      this.precons.obtain(`${card.isLegacy}:${rootIds}`, snapshot.version, async () => {
        // The version is read before the deck, so a change in between is never kept.
        const version = await publicDecks.current()
        return { value: await preconstructedDeck(db, card, roots), version }
      }),
      reportedLastSeen(db, playerId, card.entityId),
    ])
    const details: CardDetails = {
      card: card.doc,
      usage: usageCounts,
      preconstructed_deck: precon,
      related_cards: related,
      entity_id: card.entityId,
      last_seen_entity_id: seen,
    }
    return details
  }
}
