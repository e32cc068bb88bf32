import {
  type DeckExportResponse,
  type DeckTransferQuery,
  deckTexts,
  type ExportedDeck,
} from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import { badRequest, notFound } from '../../http/api-error.ts'
import type { CardSnapshot } from '../cards/card-snapshot.ts'
import { deckWithSelections } from './deck-json.ts'
import { DECK_COLUMNS, type DeckRow, type LoadedDeck, withContents } from './deck-rows.ts'

const EXPORTS_DISALLOWED = 'Deck exports are not allowed from this site.'

/** The player whose `deck_export_uuid` is the token (api-decks 4.11 step 2, 4.12 step 2). */
async function exportPlayerId(db: Queryable, token: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'SELECT id FROM player WHERE deck_export_uuid = $1',
    [token],
  )
  if (!row) throw notFound('No user matching export token.')
  return row.id
}

/**
 * With a share UUID the export is one source deck and its snapshots; a snapshot's UUID stands for
 * its source. (A clone also points at its original through `source_id`, hence `is_snapshot`.)
 */
async function scopeDeckId(db: Queryable, playerId: number, shareUuid: string): Promise<number> {
  const [row] = await db.query<{ id: number; source_id: number | null; is_snapshot: boolean }>(
    `SELECT id, source_id, is_snapshot FROM deck
     WHERE player_id = $1 AND direct_share_uuid = $2 AND NOT is_deleted AND NOT is_legacy`,
    [playerId, shareUuid],
  )
  if (!row) throw notFound('Current user does not have a deck with this share UUID.')
  return row.is_snapshot && row.source_id !== null ? row.source_id : row.id
}

/** The wire form: no ids, users, share UUIDs or releases; `created` is the identity. */
function exportedDeck(
  deck: LoadedDeck & { source_created: string | null },
  snapshot: CardSnapshot,
): ExportedDeck {
  const out = deckWithSelections(deck, snapshot)
  type Entry = Omit<ExportedDeck['cards'][0], 'phoenixborn' | 'is_legacy'> & {
    phoenixborn?: string | null
    is_legacy?: boolean
  }
  const card = ({ count, name, stub, type, phoenixborn, is_legacy }: Entry) => ({
    count,
    name,
    stub,
    type,
    phoenixborn: phoenixborn ?? null,
    is_legacy: is_legacy ?? false,
  })
  return {
    title: out.title,
    ...deckTexts(out),
    created: out.created,
    modified: out.modified,
    dice: out.dice,
    phoenixborn: out.phoenixborn,
    cards: out.cards.map(card),
    conjurations: out.conjurations.map(card),
    is_public: out.is_public,
    is_snapshot: out.is_snapshot,
    is_red_rains: out.is_red_rains,
    is_unrestricted: out.is_unrestricted,
    first_five: out.first_five,
    effect_costs: out.effect_costs,
    tutor_map: out.tutor_map,
    // Per row, as the reference meant to (it gave every row the page's last value).
    source_created: deck.source_created,
  }
}

/**
 * GET /v2/decks/export/{token} (api-decks 4.11): one page of the token player's not-yet-exported
 * rows, oldest first. Read-only: rows only count as exported once the importer confirms
 * (api-decks 4.12).
 */
export async function exportDecks(
  db: Queryable,
  snapshot: CardSnapshot,
  settings: { allowExports: boolean; exportsPerRequest: number },
  token: string,
  query: DeckTransferQuery,
): Promise<DeckExportResponse> {
  if (!settings.allowExports) throw badRequest(EXPORTS_DISALLOWED)
  const playerId = await exportPlayerId(db, token)
  const scope = query.deck_share_uuid
    ? await scopeDeckId(db, playerId, query.deck_share_uuid)
    : null
  const rows = await db.query<DeckRow & { source_created: string | null; total: number }>(
    `SELECT ${DECK_COLUMNS}, count(*) OVER () AS total,
       (SELECT to_char(s.created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') FROM deck s
        WHERE s.id = d.source_id AND NOT s.is_deleted) AS source_created
     FROM deck d JOIN player p ON p.id = d.player_id
     WHERE d.player_id = $1 AND NOT d.is_exported AND NOT d.is_deleted AND NOT d.is_legacy
       AND ($2::timestamptz IS NULL OR d.created > $2::timestamptz)
       AND ($3::int IS NULL OR d.id = $3 OR (d.source_id = $3 AND d.is_snapshot))
     ORDER BY d.created, d.id LIMIT $4`,
    [playerId, query.from_date ?? null, scope, settings.exportsPerRequest],
  )
  const sourceCreated = new Map(rows.map((row) => [row.id, row.source_created]))
  const decks = (await withContents(db, rows)).map((deck) =>
    exportedDeck({ ...deck, source_created: sourceCreated.get(deck.id) ?? null }, snapshot),
  )
  const total = rows[0]?.total ?? 0
  return {
    next_page_from_date: total > decks.length ? (decks.at(-1)?.created ?? null) : null,
    total,
    decks,
  }
}

/** POST /v2/decks/export/{token} (api-decks 4.12): the importer confirms what it stored. */
export async function markExported(
  db: Queryable,
  settings: { allowExports: boolean; exportsPerRequest: number },
  token: string,
  created: string[],
): Promise<void> {
  if (!settings.allowExports) throw badRequest(EXPORTS_DISALLOWED)
  const playerId = await exportPlayerId(db, token)
  if (created.length === 0)
    throw badRequest(
      'You must pass one or more created dates for decks that were successfully imported.',
    )
  const max = settings.exportsPerRequest
  if (created.length > max)
    throw badRequest(`You cannot mark more than ${max} decks as successfully imported at once.`)
  await db.query(
    'UPDATE deck SET is_exported = true WHERE player_id = $1 AND created = ANY($2::timestamptz[])',
    [playerId, created],
  )
}
