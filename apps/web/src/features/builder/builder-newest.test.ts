// Issue 50 item 4: a browser holding an older copy of a deck (its builder, stored when the
// player last left) opened the builder on that copy, and the first edit raised the conflict.
import { describe, expect, it, vi } from 'vitest'
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
import { setCardCount } from './commands.ts'
import { fromServer, saveStatus } from './deck-data.ts'
import { takeNewestRevision } from './newest.ts'
import { SAVE_DEBOUNCE_MS } from './save.ts'
import { restoreStoredBuilder, useBuilder } from './state.ts'
import { BUILDER_KEY } from './store-handle.ts'

setUpBuilderTests()

const OLD = MIST
/** What another device saved since: revision 2. */
const NEWER: SaveBody = { ...OLD, cards: [{ stub: jaguar.stub, count: 3 }] }

/** A server holding NEWER as revision 2, refusing a save naming another revision (412). */
function server(options: { offline?: boolean } = {}) {
  let deck = NEWER
  let revision = 2
  const ifMatches: (string | null)[] = []
  const etag = () => `"41.${revision}"`
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (options.offline) throw new TypeError('Failed to fetch')
      const headers = { ETag: etag() }
      if (init?.method === 'GET' && String(input).startsWith('/v2/decks/41?'))
        return Response.json({ deck: savedDeck(deck), releases: [] }, { headers })
      const ifMatch = new Headers(init?.headers).get('If-Match')
      ifMatches.push(ifMatch)
      if (ifMatch !== etag())
        return Response.json(
          { detail: 'Changed.', deck: savedDeck(deck) },
          { status: 412, headers },
        )
      deck = JSON.parse(String(init?.body)) as SaveBody
      revision += 1
      return Response.json(savedDeck(deck), { headers: { ETag: etag() } })
    }),
  )
  return { ifMatches, current: () => deck }
}

/** The builder as this browser stored it when the player last left: revision 1, `dirty` or not. */
function restoreOldCopy(dirty = false) {
  const deck = { ...fromServer(savedDeck(OLD), '"41.1"') }
  localStorage.setItem(
    BUILDER_KEY,
    JSON.stringify({
      enabled: true,
      isDirty: dirty,
      paneOpen: true,
      deck,
      owner: '1abc',
      base: deck,
    }),
  )
  useBuilder.setState(restoreStoredBuilder())
}

const counts = (cards: { stub: string; count: number }[]) =>
  Object.fromEntries(cards.map((card) => [card.stub, card.count]))

describe('a builder restored from an older copy', () => {
  it('takes the newest revision, and the first edit is saved on it without a conflict', async () => {
    const deckServer = server()
    restoreOldCopy()
    await takeNewestRevision()
    expect(counts(state().deck.cards)).toEqual({ [jaguar.stub]: 3 })
    expect(state().deck.etag).toBe('"41.2"')
    expect(state().isDirty).toBe(false)

    setCardCount(ward, 1)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    await settle()
    expect(deckServer.ifMatches).toEqual(['"41.2"'])
    expect(state().conflict).toBeNull()
    expect(saveStatus(state())).toBe('saved')
    expect(counts(deckServer.current().cards)).toEqual({ [jaguar.stub]: 3, [ward.stub]: 1 })
  })

  it('keeps an unsaved edit of the older copy for the save, which meets the conflict', async () => {
    server()
    restoreOldCopy(true)
    await takeNewestRevision()
    expect(counts(state().deck.cards)).toEqual({ [jaguar.stub]: 1 })
    expect(state().isDirty).toBe(true)
  })

  it('an edit made while the newest revision was on its way is not overwritten', async () => {
    server()
    restoreOldCopy()
    const taking = takeNewestRevision()
    setCardCount(ward, 2)
    await taking
    expect(counts(state().deck.cards)).toEqual({ [jaguar.stub]: 1, [ward.stub]: 2 })
  })

  it('offline, keeps the copy it has', async () => {
    server({ offline: true })
    restoreOldCopy()
    await takeNewestRevision()
    expect(state().deck.etag).toBe('"41.1"')
    expect(counts(state().deck.cards)).toEqual({ [jaguar.stub]: 1 })
  })
})
