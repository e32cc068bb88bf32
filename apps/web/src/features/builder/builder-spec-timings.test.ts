// Pins the builder's SPEC §4/§5/§9 figures and texts as the SPEC states them: the other builder
// tests use the exported constants, so they pass whatever value those constants take.
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
  exitBuilder,
  forceSave,
  resetBuilder,
  setCardCount,
  setPhoenixborn,
  startNewDeck,
} from './commands.ts'

setUpBuilderTests()

describe('SPEC §9 deck save debounce of 1000 ms', () => {
  it('saves 1000 ms after the last change, not at 999 ms', async () => {
    const { bodies } = deckServer()
    await startNewDeck({})
    setPhoenixborn(aradel)
    await vi.advanceTimersByTimeAsync(999)
    expect(bodies).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    await settle()
    expect(bodies).toHaveLength(1)
  })

  it('starts the 1000 ms again on each change', async () => {
    const { bodies } = deckServer()
    await startNewDeck({})
    setPhoenixborn(aradel)
    await vi.advanceTimersByTimeAsync(600)
    setCardCount(jaguar, 1)
    await vi.advanceTimersByTimeAsync(999)
    expect(bodies).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    await settle()
    expect(bodies).toHaveLength(1)
  })

  it('sets no timer for a change while a save is pending (each costs the frame of a card added)', async () => {
    const { bodies } = deckServer()
    await startNewDeck({})
    setPhoenixborn(aradel)
    const set = vi.spyOn(globalThis, 'setTimeout')
    const clear = vi.spyOn(globalThis, 'clearTimeout')
    for (let count = 1; count <= 3; count++) setCardCount(jaguar, count)
    expect(set).not.toHaveBeenCalled()
    expect(clear).not.toHaveBeenCalled()
    set.mockRestore()
    clear.mockRestore()
    await vi.advanceTimersByTimeAsync(1000)
    await settle()
    expect(bodies).toHaveLength(1)
    expect(bodies[0]?.cards).toEqual([{ stub: jaguar.stub, count: 3 }])
  })
})

describe('SPEC §5 builder messages', () => {
  it("a standard deck without a Phoenixborn: 'You must add a Phoenixborn before you can save your deck!'", async () => {
    deckServer()
    await startNewDeck({})
    expect(await forceSave()).toBe(false)
    expect(lastToast()).toBe('You must add a Phoenixborn before you can save your deck!')
  })

  it("saving while a save runs: 'Please wait to save again until the deck is done saving.'", async () => {
    const { hold, release } = deckServer()
    await startNewDeck({})
    setPhoenixborn(aradel)
    hold()
    await vi.advanceTimersByTimeAsync(1000)
    expect(state().isSaving).toBe(true)
    expect(await forceSave()).toBe(false)
    expect(lastToast()).toBe('Please wait to save again until the deck is done saving.')
    release()
    await settle()
  })

  it("exiting while saving: 'You cannot exit the deckbuilder while changes are being saved.'", async () => {
    const { hold, release } = deckServer()
    await startNewDeck({})
    setPhoenixborn(aradel)
    hold()
    await vi.advanceTimersByTimeAsync(1000)
    expect(await exitBuilder()).toBe(false)
    expect(lastToast()).toBe('You cannot exit the deckbuilder while changes are being saved.')
    release()
    await settle()
  })

  it("a change with the builder inactive: 'You cannot modify a deck when the deckbuilder is not active.'", () => {
    resetBuilder()
    expect(setCardCount(jaguar, 1)).toBe(false)
    expect(lastToast()).toBe('You cannot modify a deck when the deckbuilder is not active.')
  })
})
