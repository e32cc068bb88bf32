import { describe, expect, it, vi } from 'vitest'
import {
  aradel,
  deckServer,
  jaguar,
  jessa,
  lastToast,
  settle,
  setUpBuilderTests,
  state,
  ward,
  waterSpirit,
} from './builder-test-support.ts'
import {
  DEFAULT_PHOENIXBORN,
  EXIT_WHILE_SAVING,
  exitBuilder,
  forceSave,
  NOT_ACTIVE,
  setCardCount,
  setDieCount,
  setPhoenixborn,
  setUnrestricted,
  startNewDeck,
  toggleRedRains,
} from './commands.ts'
import { canPublish } from './deck-data.ts'
import { SAVE_DEBOUNCE_MS } from './save.ts'

setUpBuilderTests()

describe('deck changes', () => {
  it('refuses changes while the builder is inactive', () => {
    expect(setCardCount(jaguar, 1)).toBe(false)
    expect(lastToast()).toBe(NOT_ACTIVE)
  })

  it('removes a card or a die set to 0', async () => {
    deckServer()
    await startNewDeck({})
    setPhoenixborn(aradel)
    setCardCount(jaguar, 3)
    setDieCount('charm', 4)
    setCardCount(jaguar, 0)
    setDieCount('charm', 0)
    expect(state().deck.cards).toEqual([])
    expect(state().deck.dice).toEqual([])
  })

  it('refuses a fourth copy and a fourth Phoenixborn unique card', async () => {
    deckServer()
    await startNewDeck({})
    setPhoenixborn(aradel)
    setCardCount(jaguar, 4)
    expect(state().deck.cards).toEqual([])
    setCardCount(waterSpirit, 2)
    setCardCount(ward, 2)
    expect(state().deck.cards.map((card) => [card.stub, card.count])).toEqual([['water-spirit', 2]])
  })

  it("drops the other Phoenixborn's cards on a swap and keeps the rest", async () => {
    deckServer()
    await startNewDeck({})
    setPhoenixborn(aradel)
    setCardCount(jaguar, 3)
    setCardCount(waterSpirit, 2)
    setPhoenixborn(jessa)
    expect(state().deck.phoenixborn?.stub).toBe('jessa-na-ni')
    expect(state().deck.cards.map((card) => card.stub)).toEqual(['summon-blue-jaguar'])
  })

  it('caps the dice at 10 in all', async () => {
    deckServer()
    await startNewDeck({})
    setDieCount('natural', 8)
    setDieCount('charm', 5)
    expect(state().deck.dice).toEqual([
      { name: 'natural', count: 8 },
      { name: 'charm', count: 2 },
    ])
  })

  it('toggles Red Rains, and unrestricted mode turns it off', async () => {
    deckServer()
    await startNewDeck({ redRains: true })
    expect(state().deck.is_red_rains).toBe(true)
    toggleRedRains()
    expect(state().deck.is_red_rains).toBe(false)
    toggleRedRains()
    setUnrestricted(true)
    expect(state().deck).toMatchObject({ is_unrestricted: true, is_red_rains: false })
  })
})

describe('unrestricted mode', () => {
  it('gives a deck without a Phoenixborn the default one, and keeps a chosen one', async () => {
    deckServer()
    await startNewDeck({})
    setUnrestricted(true)
    expect(state().deck.phoenixborn).toEqual(DEFAULT_PHOENIXBORN)
    await startNewDeck({})
    setPhoenixborn(jessa)
    setUnrestricted(true)
    expect(state().deck.phoenixborn).toMatchObject(jessa)
  })

  it('a deck started as unrestricted has no Phoenixborn until one is chosen', async () => {
    deckServer()
    await startNewDeck({ unrestricted: true })
    expect(state().deck).toMatchObject({ is_unrestricted: true, phoenixborn: null })
  })
})

describe('leaving the builder', () => {
  it('is refused while a save runs', async () => {
    deckServer()
    await startNewDeck({})
    setPhoenixborn(aradel)
    const saving = forceSave()
    expect(await exitBuilder()).toBe(false)
    expect(lastToast()).toBe(EXIT_WHILE_SAVING)
    expect(state().enabled).toBe(true)
    await saving
  })

  it('saves a dirty deck first, then resets', async () => {
    const { bodies } = deckServer()
    await startNewDeck({})
    setPhoenixborn(aradel)
    setCardCount(jaguar, 2)
    expect(await exitBuilder()).toBe(true)
    expect(bodies).toHaveLength(1)
    expect(state().enabled).toBe(false)
    expect(state().deck.cards).toEqual([])
  })

  it('stays open when that save fails, so the edit is not lost', async () => {
    deckServer({ fail: true })
    await startNewDeck({})
    setPhoenixborn(aradel)
    expect(await exitBuilder()).toBe(false)
    expect(state()).toMatchObject({ enabled: true, isDirty: true })
  })
})

describe('publishing', () => {
  async function fillDeck() {
    await startNewDeck({})
    setPhoenixborn(aradel)
    setDieCount('natural', 10)
    for (let i = 0; i < 10; i++)
      setCardCount({ ...jaguar, stub: `card-${i}`, name: `Card ${i}` }, 3)
  }

  it('is enabled only for a saved deck of exactly 30 cards and 10 dice', async () => {
    const server = deckServer()
    await fillDeck()
    expect(canPublish(state())).toBe(false) // dirty
    server.hold()
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    expect(canPublish(state())).toBe(false) // saving
    server.release()
    await settle()
    expect(canPublish(state())).toBe(true)
    setDieCount('natural', 9)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    await settle()
    expect(canPublish(state())).toBe(false)
  })
})
