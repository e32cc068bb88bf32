import type { CardDetails } from '@ashes/api'
import type { Queryable } from '../../db/client.ts'
import { reportedLastSeen } from '../subscriptions/store.ts'
import type { CardEntry, CardSnapshot } from './card-snapshot.ts'
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

export async function cardDetails(
  db: Queryable,
  snapshot: CardSnapshot,
  card: CardEntry,
  playerId: number | undefined,
): Promise<CardDetails> {
  const { related, roots } = relatedCards(card, snapshot)
  const [usageCounts, precon, seen] = await Promise.all([
    usage(db, roots),
    preconstructedDeck(db, card, roots),
    reportedLastSeen(db, playerId, card.entityId),
  ])
  return {
    card: card.doc,
    usage: usageCounts,
    preconstructed_deck: precon,
    related_cards: related,
    entity_id: card.entityId,
    last_seen_entity_id: seen,
  }
}
