import { describe, expect, it } from 'vitest'
import { DECK_TEXT_NAMES, DECK_TEXTS } from './deck-fields.ts'
import { ExportedDeck, ImportedDeck } from './deck-transfer.ts'
import { DeckSaveBody } from './deck-writes.ts'
import { DeckSaveOut } from './decks.ts'

const SAVE = { phoenixborn: 'aradel-summergaard', cards: [] }

describe("a deck's texts are one list (issue 51 item 6)", () => {
  it('every text is in the save, the saved form, the export and the import', () => {
    for (const schema of [DeckSaveBody, DeckSaveOut, ExportedDeck, ImportedDeck])
      expect(Object.keys(schema.shape)).toEqual(expect.arrayContaining(DECK_TEXT_NAMES))
  })

  it('a save holds each text to its length, naming the text', () => {
    for (const name of DECK_TEXT_NAMES) {
      const max = DECK_TEXTS[name]
      expect(DeckSaveBody.safeParse({ ...SAVE, [name]: 'x'.repeat(max) }).success).toBe(true)
      const over = DeckSaveBody.safeParse({ ...SAVE, [name]: 'x'.repeat(max + 1) })
      expect(over.error?.issues.map((issue) => issue.path)).toEqual([[name]])
    }
  })
})
