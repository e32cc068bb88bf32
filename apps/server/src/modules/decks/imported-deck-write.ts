import type { Queryable } from '@ashes/runtime'
import type { ContentsColumns } from './deck-contents.ts'

// The decks the card data brings (preconstructed decks, card-data/import-decks.ts), written by
// their import key: the importer decides what they hold, the deck table is written here.

/** What an imported deck holds, compared with what is stored to skip unchanged decks. */
export interface ImportedDeckContent extends ContentsColumns {
  title: string
  description: string | null
  phoenixborn_id: number
  is_red_rains: boolean
  release_id: number
}

/** The imported decks stored, by import key, with their content. */
export async function storedImportedDecks(
  tx: Queryable,
): Promise<Map<string, { id: number; content: ImportedDeckContent }>> {
  const rows = await tx.query<{ id: number; import_key: string; content: ImportedDeckContent }>(
    `SELECT d.id, d.import_key, jsonb_build_object(
       'title', d.title, 'description', d.description, 'phoenixborn_id', d.phoenixborn_id,
       'is_red_rains', d.is_red_rains, 'release_id', d.preconstructed_release,
       'cards_text', d.cards_text, 'dice_text', d.dice_text, 'selected_text', d.selected_text,
       'card_ids', d.card_ids, 'dice_flags', d.dice_flags
     ) AS content
     FROM deck d WHERE d.import_key IS NOT NULL`,
  )
  return new Map(rows.map((row) => [row.import_key, { id: row.id, content: row.content }]))
}

/**
 * Writes the deck with that import key, a new row or the one there (undeleted, its revision
 * bumped); `snapshotOf` makes it a public snapshot of that deck. Answers its id.
 */
export async function upsertImportedDeck(
  tx: Queryable,
  key: string,
  content: ImportedDeckContent,
  fields: { playerId: number; legacy: boolean; snapshotOf: number | null },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO deck (import_key, title, description, phoenixborn_id, is_red_rains, preconstructed_release,
       player_id, is_legacy, is_preconstructed, is_snapshot, is_public, source_id,
       cards_text, dice_text, selected_text, card_ids, dice_flags)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true, $9, $9, $10, $11, $12, $13, $14, $15)
     ON CONFLICT (import_key) DO UPDATE SET title = excluded.title, description = excluded.description,
       phoenixborn_id = excluded.phoenixborn_id, is_red_rains = excluded.is_red_rains,
       preconstructed_release = excluded.preconstructed_release, cards_text = excluded.cards_text,
       dice_text = excluded.dice_text, selected_text = excluded.selected_text,
       card_ids = excluded.card_ids, dice_flags = excluded.dice_flags, modified = now(),
       is_deleted = false, revision = deck.revision + 1
     RETURNING id`,
    [
      key,
      content.title,
      content.description,
      content.phoenixborn_id,
      content.is_red_rains,
      content.release_id,
      fields.playerId,
      fields.legacy,
      fields.snapshotOf !== null,
      fields.snapshotOf,
      content.cards_text,
      content.dice_text,
      content.selected_text,
      content.card_ids,
      content.dice_flags,
    ],
  )
  if (!row) throw new Error(`deck ${key} not written`)
  return row.id
}
