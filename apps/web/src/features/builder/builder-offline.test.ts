// The builder without a network (issue 30): a deck opened offline is the deck as last saved.
import { describe, expect, it, vi } from 'vitest'
import { useToasts } from '../../lib/toast-store.ts'
import {
  jaguar,
  MIST,
  type SaveBody,
  savedDeck,
  settle,
  setUpBuilderTests,
  state,
  ward,
} from './builder-test-support.ts'
import { editDeck, resetBuilder, setCardCount } from './commands.ts'
import { saveStatus } from './deck-data.ts'
import { SAVE_DEBOUNCE_MS } from './save.ts'

// jsdom has no IndexedDB: the device's store is a map here, with kept.ts's contract.
const stored = vi.hoisted(() => new Map<string, unknown>())
vi.mock('../../lib/kept.ts', () => ({
  readKept: async (key: string) => stored.get(key),
  keep: async (key: string, value: unknown) => {
    stored.set(key, structuredClone(value))
    return true
  },
  dropKept: async () => {},
}))

setUpBuilderTests()

/** Deck 41 with revisions; while `offline`, every request fails as without a network. */
function server() {
  let deck: SaveBody = MIST
  let revision = 1
  const link = { offline: false, ifMatches: [] as (string | null)[] }
  const headers = () => ({ ETag: `"41.${revision}"` })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (link.offline) throw new TypeError('Failed to fetch')
      if (init?.method !== 'PUT')
        return Response.json({ deck: savedDeck(deck), releases: [] }, { headers: headers() })
      const ifMatch = new Headers(init.headers).get('If-Match')
      link.ifMatches.push(ifMatch)
      if (ifMatch !== null && ifMatch !== headers().ETag)
        return Response.json({ detail: 'changed', deck: savedDeck(deck) }, { status: 412 })
      deck = JSON.parse(String(init.body)) as SaveBody
      revision += 1
      return Response.json(savedDeck(deck), { headers: headers() })
    }),
  )
  return link
}

const counts = () => Object.fromEntries(state().deck.cards.map((card) => [card.stub, card.count]))

describe('a deck opened offline', () => {
  it('is the deck as the builder last saved it, and an edit on it saves on reconnect without a conflict', async () => {
    const link = server()
    await editDeck(41)
    setCardCount(ward, 2)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    await settle()
    const etags = () => [...stored.values()].map((kept) => (kept as { etag?: string }).etag)
    await vi.waitFor(() => expect(etags()).toContain('"41.2"'))
    resetBuilder()

    link.offline = true
    await editDeck(41)
    expect(state().deck.etag).toBe('"41.2"')
    expect(counts()).toEqual({ [jaguar.stub]: 1, [ward.stub]: 2 })
    setCardCount(jaguar, 3)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    await settle()
    expect(saveStatus(state())).toBe('dirty')

    link.offline = false
    window.dispatchEvent(new Event('online'))
    await settle()
    await settle()
    expect(state().conflict).toBeNull()
    expect(link.ifMatches.at(-1)).toBe('"41.2"')
    expect(saveStatus(state())).toBe('saved')
  })
})

describe('an edit saved offline', () => {
  it('is an expected state, told without an error: it waits on this device for the network', async () => {
    const link = server()
    await editDeck(41)
    link.offline = true
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    setCardCount(ward, 1)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    await settle()
    const shown = useToasts.getState().toasts
    expect(shown.map(({ kind, message, items }) => ({ kind, message, items }))).toEqual([
      {
        kind: 'info',
        message:
          'You are offline. Your changes are kept and will be saved when you are back online.',
        items: undefined,
      },
    ])
    // Back online, the save's success clears it.
    link.offline = false
    onLine.mockRestore()
    window.dispatchEvent(new Event('online'))
    await settle()
    await settle()
    expect(saveStatus(state())).toBe('saved')
    expect(useToasts.getState().toasts).toEqual([])
  })

  it('online, a server that does not answer is still an error, and says the edit is kept', async () => {
    const link = server()
    await editDeck(41)
    link.offline = true
    setCardCount(ward, 1)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    await settle()
    expect(
      useToasts.getState().toasts.map(({ kind, message, items }) => [kind, message, items]),
    ).toEqual([
      [
        'error',
        'Network Error',
        ['Your changes are kept and will be saved when you are back online.'],
      ],
    ])
  })
})
