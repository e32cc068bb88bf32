import {
  DECK_TEXT_NAMES,
  DECK_TEXTS,
  type DeckImportResponse,
  type DeckTransferQuery,
  deckTexts,
  ImportedDeck,
  RemoteExportPage,
} from '@ashes/api'
import { capDice, DECK_CARD_LIMIT, DIE_FLAGS } from '@ashes/game'
import type { Db, Queryable } from '@ashes/runtime'
import type { CardSnapshot } from '../cards/card-snapshot.ts'
import { announceDeck } from './announce.ts'
import { insertDeck, updateImportedDeck } from './deck-write.ts'
import { callSource } from './import-remote.ts'
import { deckCard, selectedRows } from './save.ts'

/** A deck that cannot be stored; its message goes into the answer's `errors`. */
class DeckImportFailure extends Error {}

const failure = (title: string | null | undefined, reason: string) =>
  new DeckImportFailure(`Deck '${title || 'Untitled'}' failed to import; ${reason}.`)

/** Serialises imports of one player, so two at once cannot both create the same deck. */
const IMPORT_LOCK = 4_130_001
/** The most copies of one card a deck holds (an unrestricted deck of 100 cards). */
const MOST_COPIES = DECK_CARD_LIMIT

/**
 * The deck's cards, one entry per card. An export lists "count copies of this card"; a card
 * listed twice (the reference never does, a hand-edited or foreign export may) means the copies
 * of both entries, as dice of one kind listed twice add up (capDice). Keeping either entry alone
 * would drop copies the player has, and the deck's validity is the builder's to flag.
 */
function deckCards(snapshot: CardSnapshot, deck: ImportedDeck) {
  const counts = new Map<number, { name: string; count: number }>()
  for (const entry of deck.cards) {
    if (entry.count <= 0) continue
    const card = deckCard(snapshot, entry.stub)
    if (!card) throw failure(deck.title, `missing card ${entry.name}`)
    const count = (counts.get(card.id)?.count ?? 0) + entry.count
    if (count > MOST_COPIES)
      throw failure(deck.title, `more than ${MOST_COPIES} copies of card ${entry.name}`)
    counts.set(card.id, { name: entry.name, count })
  }
  const total = [...counts.values()].reduce((sum, { count }) => sum + count, 0)
  if (total > DECK_CARD_LIMIT)
    throw failure(
      deck.title,
      `it holds ${total} cards, and a deck holds at most ${DECK_CARD_LIMIT}`,
    )
  return [...counts].map(([card_id, { count }]) => ({ card_id, count }))
}

/**
 * Whether the database refused what one deck holds (SQLSTATE class 22, data exception, or 23,
 * integrity violation): that deck fails on its own. Anything else (the database gone, a
 * deadlock) fails the request, whose retry imports the page again.
 */
const refusedData = (error: unknown) => /^2[23]/.test(String((error as { code?: unknown })?.code))

/**
 * Stores one remote deck in its own transaction (the reference could leave half an update
 * behind): the caller's row with the same `created` is updated, otherwise a row is created.
 */
async function importDeck(
  tx: Queryable,
  snapshot: CardSnapshot,
  playerId: number,
  deck: ImportedDeck,
): Promise<void> {
  const phoenixborn = deck.phoenixborn ? deckCard(snapshot, deck.phoenixborn.stub) : undefined
  if (deck.phoenixborn && phoenixborn?.type !== 'Phoenixborn')
    throw failure(deck.title, `missing Phoenixborn ${deck.phoenixborn.name}`)
  if (!deck.phoenixborn && !deck.is_unrestricted) throw failure(deck.title, 'missing Phoenixborn')
  // Held to the limits a save holds them to (issue 24 item 6): an import stores no longer text.
  const texts = deckTexts(deck)
  for (const name of DECK_TEXT_NAMES) {
    const [length, max] = [texts[name]?.length ?? 0, DECK_TEXTS[name]]
    if (length > max)
      throw failure(
        deck.title,
        `its ${name} has ${length} characters, and a ${name} holds at most ${max}`,
      )
  }
  const cards = deckCards(snapshot, deck)

  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [IMPORT_LOCK, playerId])
  const [existing] = await tx.query<{ id: number }>(
    'SELECT id FROM deck WHERE player_id = $1 AND created = $2::timestamptz ORDER BY id LIMIT 1',
    [playerId, deck.created],
  )
  const isUnrestricted = deck.is_unrestricted ?? false
  const fields = {
    title: deck.title ?? null,
    ...texts,
    phoenixborn_id: phoenixborn?.id ?? null,
    // Our rule: an unrestricted deck is never a Red Rains deck.
    is_red_rains: (deck.is_red_rains ?? false) && !isUnrestricted,
    is_unrestricted: isUnrestricted,
    modified: deck.modified,
  }
  const contents = {
    cards,
    dice: capDice(deck.dice ?? []).map((die) => ({
      die_flag: DIE_FLAGS[die.name],
      count: die.count,
    })),
    selected: selectedRows(deck, snapshot),
  }
  let id = existing?.id
  if (id === undefined) {
    id = await insertDeck(
      tx,
      {
        ...fields,
        player_id: playerId,
        is_snapshot: deck.is_snapshot ?? false,
        is_public: deck.is_public ?? false,
        source_id: null,
        created: deck.created,
      },
      contents,
    )
  } else {
    await updateImportedDeck(tx, id, fields, contents)
  }
  // The player's apps hear of an imported deck as of any other write (issue 28).
  const isSnapshot = deck.is_snapshot ?? false
  const isPublic = deck.is_public ?? false
  await announceDeck(tx, isSnapshot && isPublic ? 'deck.published' : 'deck.saved', {
    id,
    player_id: playerId,
    source_id: null,
    is_snapshot: isSnapshot,
    is_public: isPublic,
  })
}

/**
 * Rows exported with a `source_created` point at the caller's row with that `created`, looked up
 * in the database so sources imported by an earlier page count too.
 */
async function linkSources(db: Queryable, playerId: number, decks: ImportedDeck[]) {
  const linked = decks.filter((deck) => deck.source_created)
  if (linked.length === 0) return
  await db.query(
    `UPDATE deck d SET source_id = s.id
     FROM unnest($2::timestamptz[], $3::timestamptz[]) AS link(created, source_created)
     JOIN deck s ON s.player_id = $1 AND s.created = link.source_created
     WHERE d.player_id = $1 AND d.created = link.created AND s.id <> d.id`,
    [playerId, linked.map((deck) => deck.created), linked.map((deck) => deck.source_created)],
  )
}

/** The remote deck, or why it cannot be read. */
function readDeck(raw: unknown): ImportedDeck | DeckImportFailure {
  const parsed = ImportedDeck.safeParse(raw)
  if (parsed.success) return parsed.data
  const title = (raw as { title?: unknown } | null)?.title
  return failure(typeof title === 'string' ? title : null, 'it is not in a format this site reads')
}

/**
 * GET /v2/decks/import/{token} (api-decks 4.13): pulls one page of the other instance's export into
 * the caller's account, then tells the other side which decks arrived so they leave its export.
 */
export async function importDecks(
  db: Db,
  snapshot: CardSnapshot,
  sourceApi: string,
  playerId: number,
  token: string,
  query: DeckTransferQuery,
  /** Told of each deck the database refused, for the server's error log. */
  onRefused: (error: unknown) => void,
): Promise<DeckImportResponse> {
  const exportUrl = `${sourceApi}/v2/decks/export/${token}`
  const params = new URLSearchParams()
  if (query.from_date) params.set('from_date', query.from_date)
  if (query.deck_share_uuid) params.set('deck_share_uuid', query.deck_share_uuid)
  const search = params.size ? `?${params}` : ''
  const page = await callSource(sourceApi, `${exportUrl}${search}`, RemoteExportPage)

  const errors: string[] = []
  const imported: ImportedDeck[] = []
  for (const raw of page.decks) {
    const deck = readDeck(raw)
    try {
      if (deck instanceof DeckImportFailure) throw deck
      await db.transaction((tx) => importDeck(tx, snapshot, playerId, deck))
      imported.push(deck)
    } catch (error) {
      if (error instanceof DeckImportFailure) {
        errors.push(error.message)
      } else if (!(deck instanceof DeckImportFailure) && refusedData(error)) {
        // Its transaction is rolled back; the player learns which deck, the log what refused it.
        onRefused(error)
        errors.push(failure(deck.title, 'this site could not store it').message)
      } else {
        throw error
      }
    }
  }
  await linkSources(db, playerId, imported)
  if (imported.length > 0) {
    // The stored decks stay even if this fails (as the reference); a retry updates them in place.
    await callSource(sourceApi, exportUrl, undefined, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(imported.map((deck) => deck.created)),
    })
  }
  return {
    success_count: imported.length,
    total_count: page.total,
    next_page_from_date: page.next_page_from_date ?? null,
    errors,
  }
}
