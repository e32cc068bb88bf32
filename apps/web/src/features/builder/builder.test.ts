import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useAuth } from '../../lib/auth-store.ts'
import { useToasts } from '../../lib/toast-store.ts'
import { fakeJwt } from '../../test-utils.tsx'
import {
  DEFAULT_PHOENIXBORN,
  EXIT_WHILE_SAVING,
  exitBuilder,
  forceSave,
  NOT_ACTIVE,
  resetBuilder,
  setCardCount,
  setDieCount,
  setPhoenixborn,
  setUnrestricted,
  startNewDeck,
  toggleRedRains,
} from './commands.ts'
import { canPublish, saveStatus } from './deck-data.ts'
import { PHOENIXBORN_REQUIRED, SAVE_DEBOUNCE_MS, WAIT_FOR_SAVE } from './save.ts'
import { useBuilder } from './state.ts'

const aradel = { name: 'Aradel Summergaard', stub: 'aradel-summergaard' }
const jessa = { name: 'Jessa Na Ni', stub: 'jessa-na-ni' }
const jaguar = { stub: 'summon-blue-jaguar', name: 'Summon Blue Jaguar', type: 'Ready Spell' }
const waterSpirit = {
  stub: 'water-spirit',
  name: 'Water Spirit',
  type: 'Ally',
  phoenixborn: 'Aradel Summergaard',
}
const ward = { ...waterSpirit, stub: 'aradels-ward', name: "Aradel's Ward", type: 'Reaction Spell' }

interface SaveBody {
  id?: number
  title: string
  phoenixborn: string | null
  cards: { stub: string; count: number }[]
  dice: { name: string; count: number }[]
  is_red_rains: boolean
  is_unrestricted: boolean
}

/** The deck API's PUT reply for a body (what the server answers for a valid deck). */
function savedDeck(body: SaveBody) {
  const known = [jaguar, waterSpirit, ward]
  const pb = [aradel, jessa].find((card) => card.stub === body.phoenixborn)
  return {
    id: body.id ?? 41,
    entity_id: 1,
    source_id: null,
    title: body.title || null,
    created: '2024-01-01T00:00:00Z',
    modified: '2024-01-01T00:00:01Z',
    user: { username: 'Ann', badge: '1abc' },
    dice: body.dice,
    phoenixborn: pb ? { ...pb, is_legacy: false } : null,
    cards: body.cards.map(({ stub, count }) => {
      const card = known.find((entry) => entry.stub === stub) ?? jaguar
      return {
        count,
        stub,
        name: card.name,
        type: card.type,
        phoenixborn: 'phoenixborn' in card ? card.phoenixborn : null,
        is_legacy: false,
        release: { name: 'Master Set', stub: 'master-set' },
      }
    }),
    conjurations: [],
    is_public: false,
    is_snapshot: false,
    is_red_rains: body.is_red_rains,
    is_unrestricted: body.is_unrestricted,
    is_preconstructed: false,
    description: null,
    first_five: [],
    effect_costs: [],
    tutor_map: {},
  }
}

/** A deck server answering PUT /v2/decks; while `held`, replies wait for `release()`. */
function deckServer(options: { fail?: boolean } = {}) {
  const bodies: SaveBody[] = []
  let gate: Promise<void> | null = null
  let open = () => {}
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== '/v2/decks' || init?.method !== 'PUT') {
      return Response.json({ detail: 'Not found.' }, { status: 404 })
    }
    const body = JSON.parse(String(init.body)) as SaveBody
    bodies.push(body)
    if (gate) await gate
    if (options.fail)
      return Response.json({ detail: 'This deck has been deleted.' }, { status: 400 })
    return Response.json(savedDeck(body))
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    bodies,
    fetchMock,
    hold: () => {
      gate = new Promise((resolve) => {
        open = resolve
      })
    },
    release: () => {
      gate = null
      open()
    },
  }
}

const state = () => useBuilder.getState()
const lastToast = () => useToasts.getState().toasts[0]?.message
/** Lets the pending fetch promises settle. */
const settle = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  vi.useFakeTimers()
  useAuth.getState().logIn(fakeJwt({ sub: '1abc', exp: 4e9 }), { username: 'Ann', badge: '1abc' })
})

afterEach(() => {
  resetBuilder()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  useToasts.setState({ toasts: [] })
  localStorage.clear()
})

describe('auto-save', () => {
  it('saves once, 1000 ms after the last of several changes', async () => {
    const { bodies } = deckServer()
    await startNewDeck({})
    setPhoenixborn(aradel)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 10)
    setCardCount(jaguar, 2)
    setDieCount('natural', 3)
    expect(state().isDirty).toBe(true)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 10)
    expect(bodies).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(10)
    await settle()
    expect(bodies).toHaveLength(1)
    expect(bodies[0]).toMatchObject({
      phoenixborn: 'aradel-summergaard',
      cards: [{ stub: 'summon-blue-jaguar', count: 2 }],
      dice: [{ name: 'natural', count: 3 }],
    })
    expect(state().deck.id).toBe(41)
    expect(state().isDirty).toBe(false)
    expect(saveStatus(state())).toBe('saved')
  })

  it('does not save a standard deck without a Phoenixborn, and says so on a forced save', async () => {
    const { bodies } = deckServer()
    await startNewDeck({})
    setCardCount(jaguar, 1)
    expect(saveStatus(state())).toBe('needs-phoenixborn')
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS * 2)
    expect(bodies).toHaveLength(0)
    expect(await forceSave()).toBe(false)
    expect(lastToast()).toBe(PHOENIXBORN_REQUIRED)
  })

  it('saves an unrestricted deck without a Phoenixborn', async () => {
    const { bodies } = deckServer()
    await startNewDeck({ unrestricted: true })
    setCardCount(jaguar, 7)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    await settle()
    expect(bodies[0]).toMatchObject({
      phoenixborn: null,
      is_unrestricted: true,
      cards: [{ count: 7 }],
    })
  })

  it('keeps a change made during a save dirty and saves it after', async () => {
    const { bodies, hold, release } = deckServer()
    await startNewDeck({})
    setPhoenixborn(aradel)
    hold()
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    expect(state().isSaving).toBe(true)
    setCardCount(jaguar, 1)
    release()
    await settle()
    expect(state().isDirty).toBe(true)
    expect(state().deck.id).toBe(41)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    await settle()
    expect(bodies).toHaveLength(2)
    expect(bodies[1]).toMatchObject({ id: 41, cards: [{ stub: 'summon-blue-jaguar', count: 1 }] })
    expect(state().isDirty).toBe(false)
  })

  it('keeps the edit dirty and tells the player when a save fails', async () => {
    deckServer({ fail: true })
    await startNewDeck({})
    setPhoenixborn(aradel)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    await settle()
    expect(state().isDirty).toBe(true)
    expect(lastToast()).toBe('This deck has been deleted.')
  })
})

describe('forced save', () => {
  it('saves at once and cancels the pending debounced save', async () => {
    const { bodies } = deckServer()
    await startNewDeck({})
    setPhoenixborn(aradel)
    expect(await forceSave()).toBe(true)
    expect(bodies).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS * 2)
    expect(bodies).toHaveLength(1)
  })

  it('is refused while a save runs', async () => {
    deckServer()
    await startNewDeck({})
    setPhoenixborn(aradel)
    const first = forceSave()
    expect(state().isSaving).toBe(true)
    expect(await forceSave()).toBe(false)
    expect(lastToast()).toBe(WAIT_FOR_SAVE)
    await first
  })
})

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

describe('durability', () => {
  const stored = () => JSON.parse(localStorage.getItem('deckbuilder.builder') ?? '{}')

  it('keeps the deck and an unsaved edit in localStorage across a reload', async () => {
    deckServer()
    await startNewDeck({})
    setPhoenixborn(aradel)
    setCardCount(jaguar, 2)
    await vi.waitFor(() => expect(stored().deck?.cards).toHaveLength(1))
    expect(stored()).toMatchObject({ enabled: true, isDirty: true, owner: 'Ann' })
  })

  it('writes the deck after the change, and at once when the page is hidden', async () => {
    deckServer()
    await startNewDeck({})
    setPhoenixborn(aradel)
    await vi.waitFor(() => expect(stored().deck?.phoenixborn).toEqual(aradel))
    setCardCount(jaguar, 3)
    // Not inside the click: the write waits for an idle moment...
    expect(stored().deck.cards).toHaveLength(0)
    // ...unless the page goes away first.
    window.dispatchEvent(new Event('pagehide'))
    expect(stored().deck.cards).toMatchObject([{ stub: jaguar.stub, count: 3 }])
  })

  it('sends an unsaved edit with keepalive when the page is hidden', async () => {
    const { bodies, fetchMock } = deckServer()
    await startNewDeck({})
    setPhoenixborn(aradel)
    window.dispatchEvent(new Event('pagehide'))
    await settle()
    expect(bodies).toHaveLength(1)
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ keepalive: true })
    expect(state().isDirty).toBe(false)
  })

  it('closes the builder when the player logs out', async () => {
    deckServer()
    await startNewDeck({})
    useAuth.getState().logOut()
    expect(state().enabled).toBe(false)
    expect(localStorage.getItem('deckbuilder.builder')).toBeNull()
  })
})
