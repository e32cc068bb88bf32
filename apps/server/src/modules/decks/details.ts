import type { DeckDetails } from '@ashes/api'
import type { Queryable } from '../../db/client.ts'
import { forbidden, notFound } from '../../http/api-error.ts'
import type { CardSnapshot } from '../cards/card-snapshot.ts'
import { findSubscription } from '../subscriptions/store.ts'
import { deckWithSelections } from './deck-json.ts'
import { DECK_COLUMNS, type DeckRow, findDeck, type LoadedDeck, withContents } from './deck-rows.ts'

const DECK_NOT_FOUND = 'Deck not found.'

/** Releases that supply each die (4.4). */
const DIE_RELEASES: Record<number, string> = {
  1: 'master-set',
  2: 'master-set',
  4: 'master-set',
  8: 'master-set',
  16: 'the-law-of-lions',
  32: 'the-song-of-soaksend',
  64: 'the-breaker-of-fate',
  128: 'ascendancy-starter-set',
  256: 'ascendancy-starter-set',
}

/** Releases needed to build a deck, each with its preconstructed deck (unless it is this one). */
async function deckReleases(db: Queryable, deck: LoadedDeck, snapshot: CardSnapshot) {
  const stubs = new Set(deck.dice.map((die) => DIE_RELEASES[die.die_flag]))
  const releaseIds = new Set<number>()
  for (const id of [...deck.cards.map((c) => c.card_id), deck.phoenixborn_id ?? 0]) {
    const release = snapshot.byId.get(id)?.release
    if (release) releaseIds.add(release.id)
  }
  const releases = snapshot.releases
    .filter((r) => r.isLegacy === deck.is_legacy && (stubs.has(r.stub) || releaseIds.has(r.id)))
    .sort((a, b) => a.id - b.id)
  const precons = await db.query<{ release: number; source_id: number }>(
    `SELECT DISTINCT ON (preconstructed_release) preconstructed_release AS release, source_id FROM deck
     WHERE preconstructed_release = ANY($1::int[]) AND source_id IS NOT NULL AND NOT is_deleted
     ORDER BY preconstructed_release, id`,
    [releases.map((r) => r.id)],
  )
  const preconOf = new Map(precons.map((row) => [row.release, row.source_id]))
  return releases.map((r) => {
    const precon = preconOf.get(r.id) ?? null
    return {
      name: r.name,
      stub: r.stub,
      is_legacy: r.isLegacy,
      preconstructed_deck_id: precon === deck.source_id ? null : precon,
    }
  })
}

async function latestPublicSnapshot(db: Queryable, sourceId: number): Promise<DeckRow | undefined> {
  const [row] = await db.query<DeckRow>(
    `SELECT ${DECK_COLUMNS} FROM deck d JOIN player p ON p.id = d.player_id
     WHERE d.source_id = $1 AND d.is_snapshot AND d.is_public AND NOT d.is_deleted
     ORDER BY d.created DESC, d.id DESC LIMIT 1`,
    [sourceId],
  )
  return row
}

/** GET /v2/decks/{id} (4.4). */
export async function deckDetails(
  db: Queryable,
  snapshot: CardSnapshot,
  id: number,
  playerId: number | undefined,
  options: { showSaved: boolean; fullCards: boolean },
): Promise<DeckDetails> {
  const requested = await findDeck(db, id)
  if (!requested || requested.is_deleted) throw notFound(DECK_NOT_FOUND)
  const owner = requested.player_id === playerId
  if (!owner && (options.showSaved || (requested.is_snapshot && !requested.is_public)))
    throw forbidden('You do not have access to this deck.')
  const displayed =
    requested.is_snapshot || options.showSaved
      ? requested
      : await latestPublicSnapshot(db, requested.id)
  if (!displayed) throw notFound(DECK_NOT_FOUND)
  const [deck] = await withContents(db, [displayed])
  if (!deck) throw notFound(DECK_NOT_FOUND)

  const sourceId = requested.is_snapshot ? (requested.source_id ?? requested.id) : requested.id
  const source = sourceId === requested.id ? requested : await findDeck(db, sourceId)
  // Comments live on the source deck. The reference pointed a cloned deck's own page at the deck
  // it was cloned from; a source deck keeps its own thread here.
  const commentsEntityId = source?.entity_id ?? deck.entity_id
  const out: DeckDetails = {
    deck: {
      ...deckWithSelections(deck, snapshot, {
        fullCards: options.fullCards,
        shareUuid: owner || deck.is_public,
      }),
      comments_entity_id: commentsEntityId,
    },
    releases: await deckReleases(db, deck, snapshot),
  }
  if (options.showSaved && !requested.is_snapshot) out.deck.is_saved = true
  if (options.showSaved) {
    const [published] = await db.query(
      'SELECT 1 FROM deck WHERE source_id = $1 AND is_snapshot AND is_public AND NOT is_deleted LIMIT 1',
      [sourceId],
    )
    out.has_published_snapshot = published !== undefined
  }
  if (playerId !== undefined) {
    const subscription = await findSubscription(db, playerId, commentsEntityId)
    if (subscription) out.last_seen_entity_id = subscription.last_seen_entity_id
  }
  return out
}
