import { type DeckDetails, isRowId } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import { forbidden, notFound } from '../../http/api-error.ts'
import type { CardSnapshot } from '../cards/card-snapshot.ts'
import { CONTENTS_COLUMNS, queryDecks } from './deck-contents.ts'
import { deckWithSelections } from './deck-json.ts'
import { DECK_COLUMNS, type DeckContents, type LoadedDeck } from './deck-rows.ts'
import { deckEtag } from './revision.ts'
import { listedDeck, sourceOf } from './visibility.ts'

const DECK_NOT_FOUND = 'Deck not found.'

/** Releases that supply each die (api-decks 4.4). */
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
function deckReleases(deck: LoadedDeck, snapshot: CardSnapshot, precons: [number, number][]) {
  const stubs = new Set(deck.dice.map((die) => DIE_RELEASES[die.die_flag]))
  const releaseIds = new Set<number>()
  for (const id of [...deck.cards.map((c) => c.card_id), deck.phoenixborn_id ?? 0]) {
    const release = snapshot.byId.get(id)?.release
    if (release) releaseIds.add(release.id)
  }
  const preconOf = new Map(precons)
  return snapshot.releases
    .filter((r) => r.isLegacy === deck.is_legacy && (stubs.has(r.stub) || releaseIds.has(r.id)))
    .sort((a, b) => a.id - b.id)
    .map((r) => {
      const precon = preconOf.get(r.id) ?? null
      return {
        name: r.name,
        stub: r.stub,
        is_legacy: r.isLegacy,
        preconstructed_deck_id: precon === deck.source_id ? null : precon,
      }
    })
}

interface RequestedDeck extends LoadedDeck {
  /** The public-deck version (migration 0004), read with the deck. */
  public_version: number
  source_entity_id: number | null
  has_published_snapshot: boolean
  /** The owner's setting: whether the deck's record is shown to others (migration 0019). */
  record_shared: boolean
  /** [release id, source deck id] of each release's preconstructed deck. */
  precons: [number, number][]
}

/**
 * The requested deck with its contents and everything its page needs besides, in one round trip:
 * whether its source deck has a public snapshot, the source's entity id (comments live there)
 * and the preconstructed deck of every release (a few dozen rows).
 */
async function findRequested(db: Queryable, id: number): Promise<RequestedDeck | undefined> {
  if (!isRowId(id)) return undefined
  const [row] = await queryDecks<Omit<RequestedDeck, keyof DeckContents>>(
    db,
    `SELECT ${DECK_COLUMNS}, ${CONTENTS_COLUMNS}, src.entity_id AS source_entity_id,
       (SELECT version FROM public_deck_state) AS public_version,
       EXISTS (SELECT 1 FROM deck s WHERE ${listedDeck('s')} AND s.source_id = ${sourceOf('d')}
       ) AS has_published_snapshot,
       p.show_deck_records AS record_shared,
       (SELECT coalesce(json_agg(json_build_array(x.preconstructed_release, x.source_id)), '[]')
        FROM (SELECT DISTINCT ON (preconstructed_release) preconstructed_release, source_id
              FROM deck WHERE preconstructed_release IS NOT NULL AND source_id IS NOT NULL
                AND NOT is_deleted
              ORDER BY preconstructed_release, id) x) AS precons
     FROM deck d JOIN player p ON p.id = d.player_id LEFT JOIN deck src ON src.id = d.source_id
     WHERE d.id = $1`,
    [id],
  )
  return row
}

/** The snapshot a source deck's public page shows (see migration 0003). */
async function latestPublicSnapshot(
  db: Queryable,
  sourceId: number,
): Promise<LoadedDeck | undefined> {
  const [row] = await queryDecks(
    db,
    `SELECT ${DECK_COLUMNS}, ${CONTENTS_COLUMNS} FROM deck d JOIN player p ON p.id = d.player_id
     WHERE d.source_id = $1 AND ${listedDeck('d')}`,
    [sourceId],
  )
  return row
}

/** A deck page as GET /v2/decks/{id} answers it, but for the caller's last seen comment. */
export interface DeckPage {
  details: DeckDetails
  commentsEntityId: number
  /** The revision of the deck shown (a snapshot of a source deck's public page): its ETag. */
  etag: string
  /** Set when the page is public: the same for every caller while this version is current. */
  publicVersion?: number
}

/** GET /v2/decks/{id} (api-decks 4.4), without `last_seen_entity_id`. */
export async function deckDetails(
  db: Queryable,
  snapshot: CardSnapshot,
  id: number,
  playerId: number | undefined,
  options: { showSaved: boolean; fullCards: boolean },
): Promise<DeckPage> {
  const requested = await findRequested(db, id)
  if (!requested || requested.is_deleted) throw notFound(DECK_NOT_FOUND)
  const owner = requested.player_id === playerId
  if (!owner && (options.showSaved || (requested.is_snapshot && !requested.is_public)))
    throw forbidden('You do not have access to this deck.')
  const deck =
    requested.is_snapshot || options.showSaved
      ? requested
      : await latestPublicSnapshot(db, requested.id)
  if (!deck) throw notFound(DECK_NOT_FOUND)

  // Comments live on the source deck. The reference pointed a cloned deck's own page at the deck
  // it was cloned from; a source deck keeps its own thread here.
  const commentsEntityId =
    requested.is_snapshot && requested.source_id !== null
      ? (requested.source_entity_id ?? deck.entity_id)
      : requested.entity_id
  const details: DeckDetails = {
    deck: {
      ...deckWithSelections(deck, snapshot, {
        fullCards: options.fullCards,
        shareUuid: owner || deck.is_public,
      }),
      comments_entity_id: commentsEntityId,
    },
    releases: deckReleases(deck, snapshot, requested.precons),
    record_shared: requested.record_shared,
  }
  if (options.showSaved && !requested.is_snapshot) details.deck.is_saved = true
  if (options.showSaved) details.has_published_snapshot = requested.has_published_snapshot
  const isPublic = !options.showSaved && deck.is_public
  return {
    details,
    commentsEntityId,
    etag: deckEtag(deck),
    ...(isPublic ? { publicVersion: requested.public_version } : {}),
  }
}
