// modules/README.md, "A table has one owner": the deck table is the decks module's, so SQL that
// names it lives in modules/decks (and the schema in db/). Other modules ask the decks module.
// One file outside may name a `deck` table: the switch-over's reads of the Ashes.live database
// it moves from (switch-over/source-deck-reads.ts), whose deck table is that site's, not ours.
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from './support/import-graph.ts'

const SRC = join(import.meta.dirname, '../src')
/** Issue 51: at most this many files outside modules/decks and db/ name the deck table. */
const MOST_OUTSIDE = 1

/** SQL naming the deck table: `FROM deck`, `JOIN deck`, `UPDATE deck`, `INTO deck`, `TABLE deck`. */
const NAMES_DECK_TABLE = /\b(FROM|JOIN|UPDATE|INTO|TABLE)\s+deck\b/

const ownedByDecks = (name: string) => name.startsWith('modules/decks/') || name.startsWith('db/')

describe('the deck table', () => {
  it('is recognised in SQL by the words before it, not in the names of other tables', () => {
    for (const sql of [
      'SELECT id FROM deck WHERE is_public',
      'SELECT 1 FROM likes l JOIN deck d ON d.id = l.deck_id',
      'UPDATE deck d SET import_key = $1',
      'INSERT INTO deck (title) VALUES ($1)',
      'ALTER TABLE deck DISABLE TRIGGER USER',
      'DELETE FROM deck\n WHERE player_id = $1',
    ]) {
      expect(NAMES_DECK_TABLE.test(sql), sql).toBe(true)
    }
    for (const sql of ['SELECT card_id FROM deck_card', 'SELECT id FROM public_deck']) {
      expect(NAMES_DECK_TABLE.test(sql), sql).toBe(false)
    }
  })

  it('is named in SQL by at most one file outside modules/decks and db/', () => {
    const outside = sourceFiles(SRC)
      .map((file) => relative(SRC, file))
      .filter((name) => !ownedByDecks(name))
      .filter((name) => NAMES_DECK_TABLE.test(readFileSync(join(SRC, name), 'utf8')))
    expect(
      outside.length,
      `files outside modules/decks naming it: ${outside.join(', ')}`,
    ).toBeLessThanOrEqual(MOST_OUTSIDE)
  })
})
