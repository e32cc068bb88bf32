import { contentsColumns } from '../decks/deck-contents.ts'
import type { DeckContents } from '../decks/deck-rows.ts'
import { setLaterSourceIds } from '../decks/switch-over-write.ts'
import type { CardMap } from './card-map.ts'
import { emptyTable, type SwitchOverReport, skip } from './report.ts'
import type { SourceRun } from './run.ts'
import { sourceDecksSql } from './source-deck-reads.ts'
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
  await run.each<SourceDeck>('deck', sourceDecksSql(unrestricted), async (rows) => {
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
  await setLaterSourceIds(run.ours, later)
}
