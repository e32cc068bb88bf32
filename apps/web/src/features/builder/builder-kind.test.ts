import { describe, expect, it, vi } from 'vitest'
import {
  aradel,
  deckServer,
  jaguar,
  lastToast,
  type SaveBody,
  settle,
  setUpBuilderTests,
  state,
} from './builder-test-support.ts'
import { editDeck, exitBuilder, setCardCount, setUnrestricted, toggleRedRains } from './commands.ts'
import { KIND_LOCKED, KIND_RESTORED } from './kind-lock.ts'
import { SAVE_DEBOUNCE_MS } from './save.ts'

setUpBuilderTests()

// The server refuses to change the kind of a deck with a public snapshot (decks/save.ts,
// reference api-decks 4.5 step 3): Red Rains or PvP, unrestricted or standard.
const mine: SaveBody = {
  id: 41,
  title: 'Mine',
  phoenixborn: aradel.stub,
  cards: [],
  dice: [],
  is_red_rains: false,
  is_unrestricted: false,
}

const saveNow = async () => {
  await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
  await settle()
}

describe('a deck with a published snapshot keeps its kind', () => {
  it('the builder refuses Red Rains and Legal Mode for it, saying why', async () => {
    const server = deckServer({ saved: mine })
    server.publish()
    await editDeck(41)
    expect(state().published).toBe(true)
    expect(toggleRedRains()).toBe(false)
    expect(lastToast()).toBe(KIND_LOCKED)
    expect(setUnrestricted(true)).toBe(false)
    expect(state().deck).toMatchObject({ is_red_rains: false, is_unrestricted: false })
    expect(state().isDirty).toBe(false)
  })

  it('a deck never published may change its kind', async () => {
    deckServer({ saved: mine })
    await editDeck(41)
    expect(state().published).toBe(false)
    expect(toggleRedRains()).toBe(true)
    expect(state().deck.is_red_rains).toBe(true)
  })

  it('a save refused for a kind change restores the saved kind and saves every other edit', async () => {
    const server = deckServer({ saved: mine })
    await editDeck(41)
    // Published meanwhile (another tab): this builder still offers the toggle.
    server.publish()
    toggleRedRains()
    setCardCount(jaguar, 2)
    await saveNow()
    expect(lastToast()).toBe(KIND_RESTORED)
    expect(state()).toMatchObject({ published: true, isDirty: true })
    expect(state().deck.is_red_rains).toBe(false)
    await saveNow()
    expect(server.bodies.at(-1)).toMatchObject({
      is_red_rains: false,
      cards: [{ stub: jaguar.stub, count: 2 }],
    })
    expect(state().isDirty).toBe(false)
    expect(await exitBuilder()).toBe(true)
  })

  it('an unrestricted switch refused the same way goes back to legal mode', async () => {
    const server = deckServer({ saved: mine })
    await editDeck(41)
    server.publish()
    setUnrestricted(true)
    setCardCount(jaguar, 2)
    await saveNow()
    expect(lastToast()).toBe(KIND_RESTORED)
    expect(state().deck.is_unrestricted).toBe(false)
    await saveNow()
    expect(server.bodies.at(-1)).toMatchObject({ is_unrestricted: false })
    expect(state().isDirty).toBe(false)
  })
})
