import { contentsColumns } from '../decks/deck-contents.ts'
import type { DeckContents } from '../decks/deck-rows.ts'
import type { CardMap } from './card-map.ts'
import { emptyTable, type SwitchOverReport, skip } from './report.ts'
import type { SourceRun } from './run.ts'
import { sourceHasColumn } from './source-read.ts'
import { type TableWrite, upsertRows } from './table-write.ts'

const FIELDS = [
  'id',
  'entity_id',
  'direct_share_uuid',
  'title',
  'description',
  'is_public',
  'is_snapshot',
  'is_preconstructed',
  'is_red_rains',
  'is_unrestricted',
  'is_legacy',
  'is_deleted',
  'is_exported',
  'preconstructed_release',
  'created',
  'modified',
  'ashes_500_score',
  'ashes_500_revision_id',
  'source_id',
  'player_id',
  'phoenixborn_id',
  'is_moderated',
  'original_description',
  'moderation_notes',
] as const

const DECK: TableWrite = {
  table: 'deck',
  columns: [...FIELDS, 'cards_text', 'dice_text', 'selected_text', 'card_ids', 'dice_flags'],
  key: ['id'],
  // A source id set after its deck (below) is not taken back by a later run's batch.
  updateAs: { source_id: 'coalesce(excluded.source_id, t.source_id)' },
}

/**
 * The source's decks with their contents as text (card:count; flag:count and
 * card:tutor:first five:paid effect in their storage order, which the reference answers in).
 * Dates as text keep their microseconds (api-decks 0.5).
 */
const decksSql = (unrestricted: boolean) => `SELECT d.id, d.entity_id, d.direct_share_uuid,
    d.title, d.description, d.is_public, d.is_snapshot, d.is_preconstructed, d.is_red_rains,
    ${unrestricted ? 'd.is_unrestricted' : 'false'} AS is_unrestricted, d.is_legacy,
    d.is_deleted, d.is_exported, d.preconstructed_release,
    coalesce(d.created, d.modified, '2020-08-30Z')::text AS created,
    coalesce(d.modified, d.created, '2020-08-30Z')::text AS modified,
    d.ashes_500_score, d.ashes_500_revision_id, d.source_id, d.user_id AS player_id,
    d.phoenixborn_id, d.is_moderated, d.original_description, d.moderation_notes,
    (SELECT string_agg(c.card_id || ':' || c.count, ',') FROM deck_card c
     WHERE c.deck_id = d.id) AS cards,
    (SELECT string_agg(x.die_flag || ':' || x.count, ',' ORDER BY x.ctid) FROM deck_die x
     WHERE x.deck_id = d.id) AS dice,
    (SELECT string_agg(concat_ws(':', s.card_id, s.tutor_card_id, s.is_first_five::int,
       s.is_paid_effect::int), ',' ORDER BY s.ctid) FROM deck_selected_card s
     WHERE s.deck_id = d.id) AS selected
  FROM deck d ORDER BY d.id`

type SourceDeck = Record<(typeof FIELDS)[number], unknown> & {
  id: number
  source_id: number | null
  phoenixborn_id: number | null
  preconstructed_release: number | null
  cards: string | null
  dice: string | null
  selected: string | null
}

const parts = (text: string | null) =>
  text ? text.split(',').map((item) => item.split(':').map(Number)) : []

/** The deck's contents under our card ids (mapCards made sure every card is known). */
function contentsOf(deck: SourceDeck, map: CardMap): DeckContents {
  const card = (id = 0) => map.cardId.get(id) ?? 0
  return {
    cards: parts(deck.cards).map(([id, count = 0]) => ({ card_id: card(id), count })),
    dice: parts(deck.dice).map(([die_flag = 0, count = 0]) => ({ die_flag, count })),
    selected: parts(deck.selected).map(([id, tutor = 0, first, paid]) => ({
      card_id: card(id),
      tutor_card_id: tutor === 0 ? 0 : card(tutor),
      is_first_five: first === 1,
      is_paid_effect: paid === 1,
    })),
  }
}

/**
 * Decks and snapshots of every kind under their ids, entity ids and share UUIDs. A deck whose
 * source comes after it (by id) gets its source once every deck is written.
 */
export async function importDecks(run: SourceRun, map: CardMap, report: SwitchOverReport) {
  const decks = emptyTable()
  report.deck = decks
  const later: { id: number; source_id: number }[] = []
  const unrestricted = await sourceHasColumn(run.source, 'deck', 'is_unrestricted')
  await run.each<SourceDeck>('deck', decksSql(unrestricted), async (rows) => {
    decks.read += rows.length
    const written = rows.map((deck) => {
      const { cards, dice, selected, ...fields } = deck
      const forward = deck.source_id !== null && deck.source_id > deck.id
      if (forward) later.push({ id: deck.id, source_id: deck.source_id as number })
      const release =
        deck.preconstructed_release === null
          ? null
          : (map.releaseId.get(deck.preconstructed_release) ?? null)
      if (deck.preconstructed_release !== null && release === null) {
        skip(decks, 'preconstructed release unknown here (the deck is kept, without it)')
      }
      return {
        ...fields,
        source_id: forward ? null : deck.source_id,
        phoenixborn_id:
          deck.phoenixborn_id === null ? null : (map.cardId.get(deck.phoenixborn_id) ?? null),
        preconstructed_release: release,
        ...contentsColumns(contentsOf(deck, map)),
      }
    })
    await upsertRows(run.ours, DECK, written, decks)
  })
  if (later.length > 0) {
    await run.ours.query(
      `UPDATE deck d SET source_id = l.source_id
       FROM jsonb_to_recordset($1::jsonb) AS l(id int, source_id int)
       WHERE d.id = l.id AND d.source_id IS DISTINCT FROM l.source_id`,
      [JSON.stringify(later)],
    )
  }
}

/**
 * The listings' kept state, which the deck's row triggers keep on every other write (they are
 * off during the import): each group's latest public snapshot flagged, and, when any deck
 * changed, the counts and card rows of the listed decks rebuilt and the servers told.
 */
export async function markListedDecks(run: SourceRun, decksWritten: boolean): Promise<void> {
  const moved = await run.ours.query(
    `WITH latest AS (
       SELECT DISTINCT ON (coalesce(source_id, -id)) id FROM deck
       WHERE is_snapshot AND is_public AND NOT is_deleted
       ORDER BY coalesce(source_id, -id), created DESC, id DESC
     )
     UPDATE deck d SET is_latest_public = (latest.id IS NOT NULL)
     FROM deck x LEFT JOIN latest ON latest.id = x.id
     WHERE d.id = x.id AND d.is_latest_public <> (latest.id IS NOT NULL)
     RETURNING d.id`,
  )
  if (moved.length > 0 || decksWritten) {
    await run.ours.query('SELECT public_deck_count_rebuild()')
    await run.ours.query('SELECT public_decks_changed()')
  }
}
