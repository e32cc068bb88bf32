import type { Queryable } from '@ashes/runtime'
import { sourceCardsDecksUse, sourceMaxEntityId } from './source-deck-reads.ts'

/** The source's cards and releases as ours know them, matched by stub (and legacy flag). */
export interface CardMap {
  /** Source card id to our card id. */
  cardId: Map<number, number>
  /** Source release id to our release id. */
  releaseId: Map<number, number>
  /** Our card id to the entity id the source gave that card (comments and subscriptions use it). */
  sourceEntityOf: Map<number, number>
  /** The source's highest entity id: ours continue after it. */
  maxEntityId: number
}

/** Stops the run before anything is written: the cards the source's decks use that ours lack. */
export class SwitchOverError extends Error {}

interface Keyed {
  id: number
  stub: string
  is_legacy: boolean
}
const key = (row: Keyed) => `${row.is_legacy ? 'legacy' : 'current'}/${row.stub}`

function matchById<T extends Keyed>(source: T[], ours: Keyed[]) {
  const ourIds = new Map(ours.map((row) => [key(row), row.id]))
  const matched = new Map<number, number>()
  const missing: T[] = []
  for (const row of source) {
    const id = ourIds.get(key(row))
    if (id === undefined) missing.push(row)
    else matched.set(row.id, id)
  }
  return { matched, missing }
}

/**
 * Matches the source's cards and releases with ours (both imported from the same card data).
 * A card that a deck of the source names (in its cards, First Five, tutors or as its
 * Phoenixborn) and ours lack stops the run, naming each such card.
 */
export async function mapCards(source: Queryable, ours: Queryable): Promise<CardMap> {
  const sourceCards = await source.query<Keyed & { entity_id: number }>(
    'SELECT id, entity_id, stub, is_legacy FROM card',
  )
  const cards = matchById(
    sourceCards,
    await ours.query<Keyed>('SELECT id, stub, is_legacy FROM card'),
  )
  if (cards.missing.length > 0) {
    const used = await sourceCardsDecksUse(source)
    const unknown = cards.missing.filter((card) => used.has(card.id)).map(key)
    if (unknown.length > 0) {
      throw new SwitchOverError(
        `The source's decks use cards this site does not know: ${unknown.join(', ')}. ` +
          'Import the same card data here first (npm run cards:import); nothing was written.',
      )
    }
  }
  const releases = matchById(
    await source.query<Keyed>('SELECT id, stub, is_legacy FROM releases'),
    await ours.query<Keyed>('SELECT id, stub, is_legacy FROM release'),
  )
  const sourceEntityOf = new Map<number, number>()
  for (const card of sourceCards) {
    const ourId = cards.matched.get(card.id)
    if (ourId !== undefined) sourceEntityOf.set(ourId, card.entity_id)
  }
  return {
    cardId: cards.matched,
    releaseId: releases.matched,
    sourceEntityOf,
    maxEntityId: await sourceMaxEntityId(source),
  }
}

/**
 * Our cards take the entity ids the source gave them, so that a comment thread or subscription
 * of a card keeps its URL (/v2/comments/{entity_id}); a card of ours the source lacks whose
 * entity id the source used elsewhere gets a new one after the source's highest. What ours held
 * under the old ids (comments, subscriptions, stream rows) follows. Answers how many cards changed.
 */
export async function adoptCardEntityIds(tx: Queryable, map: CardMap): Promise<number> {
  await tx.query(
    'CREATE TEMP TABLE switch_card_entity (card_id int, old int, new int) ON COMMIT DROP',
  )
  await tx.query(
    `INSERT INTO switch_card_entity (card_id, old, new)
     SELECT c.id, c.entity_id, m.entity_id
     FROM jsonb_to_recordset($1::jsonb) AS m(card_id int, entity_id int) JOIN card c ON c.id = m.card_id
     WHERE c.entity_id <> m.entity_id`,
    [
      JSON.stringify(
        [...map.sourceEntityOf].map(([card_id, entity_id]) => ({ card_id, entity_id })),
      ),
    ],
  )
  await tx.query(
    `SELECT setval('entity_id_seq', greatest($1::bigint,
    (SELECT last_value FROM entity_id_seq), (SELECT max(entity_id) FROM card)))`,
    [map.maxEntityId],
  )
  await tx.query(
    `INSERT INTO switch_card_entity (card_id, old, new)
     SELECT id, entity_id, nextval('entity_id_seq') FROM card
     WHERE entity_id <= $1 AND NOT id = ANY($2::int[])`,
    [map.maxEntityId, [...map.sourceEntityOf.keys()]],
  )
  // Two steps, as entity ids are unique: out of the way (negative), then to their new values.
  await tx.query(
    'UPDATE card SET entity_id = -s.new FROM switch_card_entity s WHERE card.id = s.card_id',
  )
  const moved = await tx.query(
    'UPDATE card SET entity_id = -entity_id WHERE entity_id < 0 RETURNING id',
  )
  for (const table of ['comment', 'subscription', 'stream']) {
    await tx.query(
      `UPDATE ${table} t SET source_entity_id = s.new FROM switch_card_entity s
       WHERE t.source_entity_id = s.old`,
    )
  }
  return moved.length
}
