// The builder's state crosses full page loads (stored in the browser, saves sent as a page is
// left): each ordering of a save, the page's leaving and the next page's saves ends with one
// deck holding every edit, and no conflict shown in a single tab.
import { describe, expect, it, vi } from 'vitest'
import {
  aradel,
  jaguar,
  type SaveBody,
  savedDeck,
  settle,
  setUpBuilderTests,
  state,
  ward,
} from './builder-test-support.ts'
import { setCardCount, setPhoenixborn, startNewDeck } from './commands.ts'
import { saveStatus } from './deck-data.ts'
import { cancelPendingSave, SAVE_DEBOUNCE_MS, saveIfDirty } from './save.ts'
import { restoreStoredBuilder, useBuilder } from './state.ts'
import { BUILDER_KEY } from './store-handle.ts'

setUpBuilderTests()

/**
 * A deck server with revisions and creation: PUT /v2/decks creates (no id; a creation with an
 * Idempotency-Key already used answers that key's deck as stored) or replaces (If-Match checked,
 * 412 with the deck), GET /v2/decks/{id} answers what it holds. A request sent from a page that
 * is left before its answer (a keepalive one, sent as it goes, included) reaches the server, but
 * the answer never reaches the page: it fails there.
 */
function deckStore() {
  const decks = new Map<number, { body: SaveBody; revision: number }>()
  const keyed = new Map<string, number>()
  /** The Idempotency-Key of each creation sent, in order. */
  const creationKeys: (string | null)[] = []
  let nextId = 41
  let hold: Promise<void> | null = null
  let release = () => {}
  let page = 0
  const etag = (id: number) => `"${id}.${decks.get(id)?.revision}"`
  const answer = (id: number, status = 200) =>
    Response.json(status === 412 ? { detail: 'changed', deck: out(id) } : out(id), {
      status,
      headers: { ETag: etag(id) },
    })
  const out = (id: number) => savedDeck({ ...(decks.get(id)?.body as SaveBody), id })
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    const sentFrom = page
    const got = /^\/v2\/decks\/(\d+)\?/.exec(url)
    const shown = Number(got?.[1])
    if (decks.has(shown))
      return Response.json({ deck: out(shown), releases: [] }, { headers: { ETag: etag(shown) } })
    if (url !== '/v2/decks' || init?.method !== 'PUT') return Response.json({}, { status: 404 })
    const body = JSON.parse(String(init.body)) as SaveBody
    const ifMatch = new Headers(init.headers).get('If-Match')
    const key = new Headers(init.headers).get('Idempotency-Key')
    if (body.id == null) creationKeys.push(key)
    if (hold) await hold
    let id = body.id ?? null
    let status = 200
    if (id === null) {
      id = (key === null ? undefined : keyed.get(key)) ?? nextId++
      if (!decks.has(id)) decks.set(id, { body, revision: 1 })
      if (key !== null) keyed.set(key, id)
    } else if (ifMatch !== null && ifMatch !== etag(id)) status = 412
    else decks.set(id, { body, revision: (decks.get(id)?.revision ?? 0) + 1 })
    const reply = answer(id, status)
    await Promise.resolve()
    if (page !== sentFrom || init.keepalive) throw new TypeError('Failed to fetch')
    return reply
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    decks,
    creationKeys,
    /** PUTs wait (on their way to the server) until `release()`. */
    hold: () => {
      hold = new Promise((resolve) => {
        release = resolve
      })
    },
    release: () => {
      hold = null
      release()
    },
    /** The page is left (what it sends as it goes, and what is on its way, is never answered). */
    leave: () => {
      window.dispatchEvent(new Event('pagehide'))
      page += 1
    },
    etag,
  }
}

/**
 * The next page: it reads the builder that the page before stored (`stored`, read before that
 * page's last write when given) and starts a new session; the old page's timers are gone.
 */
function nextPage(stored = localStorage.getItem(BUILDER_KEY)) {
  cancelPendingSave()
  localStorage.setItem(BUILDER_KEY, stored ?? 'null')
  useBuilder.setState({ ...restoreStoredBuilder(), session: state().session + 1 })
  saveIfDirty()
}

const save = async () => {
  await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
  await settle()
  await settle()
}

const counts = (body: SaveBody | undefined) =>
  Object.fromEntries((body?.cards ?? []).map((card) => [card.stub, card.count]))

describe('a new deck and a page left', () => {
  it('left before its first save: it is created as the page goes, and not again by the next page', async () => {
    const server = deckStore()
    await startNewDeck({})
    setPhoenixborn(aradel)
    setCardCount(jaguar, 2)
    server.leave()
    await settle()
    expect(server.decks.size).toBe(1)
    nextPage()
    await save()
    setCardCount(ward, 1)
    await save()
    expect(server.decks.size).toBe(1)
    expect(counts(server.decks.get(41)?.body)).toEqual({ [jaguar.stub]: 2, [ward.stub]: 1 })
    expect(saveStatus(state())).toBe('saved')
    expect(state().deck.id).toBe(41)
  })

  it('left while its creation is on its way: the next page saves over the deck it made', async () => {
    const server = deckStore()
    await startNewDeck({})
    setPhoenixborn(aradel)
    server.hold()
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    setCardCount(jaguar, 3)
    server.leave()
    server.release()
    await settle()
    expect(server.decks.size).toBe(1)
    nextPage()
    await save()
    expect(server.decks.size).toBe(1)
    expect(counts(server.decks.get(41)?.body)).toEqual({ [jaguar.stub]: 3 })
    expect(state().conflict).toBeNull()
    expect(saveStatus(state())).toBe('saved')
  })

  it('left while a slow creation is on its way, sent again by the next page: one deck', async () => {
    const server = deckStore()
    await startNewDeck({})
    setPhoenixborn(aradel)
    server.hold()
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    server.leave()
    // The next page sends the creation again while the first is still on its way.
    nextPage()
    setCardCount(jaguar, 2)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    expect(server.creationKeys).toHaveLength(2)
    server.release()
    await save()
    await save()
    const [key, again] = server.creationKeys
    expect(key).toMatch(/^[A-Za-z0-9_-]{1,64}$/)
    expect(again).toBe(key)
    expect(server.decks.size).toBe(1)
    expect(counts(server.decks.get(41)?.body)).toEqual({ [jaguar.stub]: 2 })
    expect(state().deck.id).toBe(41)
    expect(state().conflict).toBeNull()
    expect(saveStatus(state())).toBe('saved')
  })
})

describe('an existing deck and a page left', () => {
  it('the save sent as the page was left lands after the next page read the builder: no conflict', async () => {
    const server = deckStore()
    await startNewDeck({})
    setPhoenixborn(aradel)
    await save()
    setCardCount(jaguar, 2)
    // The next page reads the builder stored when the page was idle, before the page's last
    // write; the save sent as the page was left reaches the server first.
    vi.advanceTimersByTime(600)
    const read = localStorage.getItem(BUILDER_KEY)
    expect(JSON.parse(read ?? '{}').unconfirmed).toEqual([])
    server.leave()
    await settle()
    expect(server.etag(41)).toBe('"41.2"')
    nextPage(read)
    setCardCount(ward, 1)
    await save()
    await save()
    expect(state().conflict).toBeNull()
    expect(counts(server.decks.get(41)?.body)).toEqual({ [jaguar.stub]: 2, [ward.stub]: 1 })
    expect(saveStatus(state())).toBe('saved')
  })
})

describe('a tab opened right after a deck is opened', () => {
  it('finds that deck stored at once, before the tab that opened it is idle', async () => {
    await startNewDeck({})
    const stored = JSON.parse(localStorage.getItem(BUILDER_KEY) ?? 'null')
    expect(stored).toMatchObject({ enabled: true, paneOpen: true })
  })
})
