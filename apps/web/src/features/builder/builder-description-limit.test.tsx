import { DESCRIPTION_MAX_LENGTH } from '@ashes/game'
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  aradel,
  deckServer,
  jaguar,
  lastToast,
  settle,
  setUpBuilderTests,
  state,
} from './builder-test-support.ts'
import {
  commitText,
  editDeck,
  editText,
  exitBuilder,
  forceSave,
  setCardCount,
  setPhoenixborn,
  startNewDeck,
} from './commands.ts'
import { saveStatus } from './deck-data.ts'
import { SaveStatusButton } from './SaveStatusButton.tsx'
import { DESCRIPTION_TOO_LONG, SAVE_DEBOUNCE_MS } from './save.ts'

setUpBuilderTests()

// The server refuses a description over DESCRIPTION_MAX_LENGTH with a 422 (issue 24 item 6); the
// builder sent it with every autosave, so none of the player's other changes saved meanwhile.
const tooLong = 'a'.repeat(DESCRIPTION_MAX_LENGTH + 1)

async function savedDeckWithTooLongDescription() {
  const server = deckServer()
  await startNewDeck({})
  setPhoenixborn(aradel)
  expect(await forceSave()).toBe(true)
  editText('description', tooLong)
  setCardCount(jaguar, 2)
  return server
}

describe('a description over the limit', () => {
  it('is not sent: the status says why, and the deck keeps every change', async () => {
    const { bodies } = await savedDeckWithTooLongDescription()
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS * 3)
    await settle()
    expect(bodies).toHaveLength(1)
    expect(saveStatus(state())).toBe('description-too-long')
    expect(state().isDirty).toBe(true)
    expect(state().deck).toMatchObject({
      description: tooLong,
      cards: [expect.objectContaining({ stub: jaguar.stub, count: 2 })],
    })
    render(<SaveStatusButton />)
    expect(screen.getByRole('button', { name: 'Not saved: description too long' })).toBeTruthy()
  })

  it('a forced save says the limit, and the builder keeps the deck open', async () => {
    const { bodies } = await savedDeckWithTooLongDescription()
    expect(await forceSave()).toBe(false)
    expect(DESCRIPTION_TOO_LONG).toBe(
      'Not saved: descriptions can be at most 20,000 characters long. Shorten it to save your deck.',
    )
    expect(lastToast()).toBe(DESCRIPTION_TOO_LONG)
    expect(await exitBuilder()).toBe(false)
    await expect(editDeck(7)).rejects.toMatch(/unsaved changes/)
    expect(state().enabled).toBe(true)
    expect(bodies).toHaveLength(1)
  })

  it('saves everything once it is back within the limit, the longest allowed included', async () => {
    const { bodies } = await savedDeckWithTooLongDescription()
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    const longest = tooLong.slice(1)
    editText('description', longest)
    commitText()
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    await settle()
    expect(bodies).toHaveLength(2)
    expect(bodies[1]).toMatchObject({
      description: longest,
      cards: [{ stub: jaguar.stub, count: 2 }],
    })
    expect(saveStatus(state())).toBe('saved')
  })
})
