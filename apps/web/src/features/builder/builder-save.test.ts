import { describe, expect, it, vi } from 'vitest'
import { useAuth } from '../../lib/auth-store.ts'
import { useToasts } from '../../lib/toast-store.ts'
import {
  aradel,
  deckServer,
  jaguar,
  lastToast,
  settle,
  setUpBuilderTests,
  state,
} from './builder-test-support.ts'
import { forceSave, setCardCount, setDieCount, setPhoenixborn, startNewDeck } from './commands.ts'
import { saveStatus } from './deck-data.ts'
import { PHOENIXBORN_REQUIRED, SAVE_DEBOUNCE_MS, WAIT_FOR_SAVE } from './save.ts'

setUpBuilderTests()

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

  it("a failed save's error toast goes when the deck then saves (issue 26)", async () => {
    const server = { fail: true }
    deckServer(server)
    await startNewDeck({})
    setPhoenixborn(aradel)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    await settle()
    expect(lastToast()).toBe('This deck has been deleted.')
    server.fail = false
    setCardCount(jaguar, 1)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    await settle()
    expect(state().isDirty).toBe(false)
    expect(useToasts.getState().toasts).toEqual([])
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

describe('durability', () => {
  const stored = () => JSON.parse(localStorage.getItem('deckbuilder.builder') ?? '{}')

  it('keeps the deck and an unsaved edit in localStorage across a reload', async () => {
    deckServer()
    await startNewDeck({})
    setPhoenixborn(aradel)
    setCardCount(jaguar, 2)
    await vi.waitFor(() => expect(stored().deck?.cards).toHaveLength(1))
    expect(stored()).toMatchObject({ enabled: true, isDirty: true, owner: '1abc' })
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
