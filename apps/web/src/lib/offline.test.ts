import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-error.ts'
import { useAuth } from './auth-store.ts'
import {
  DECK_COPIES_MAX,
  dropDeckCopies,
  keepDeckAnswer,
  orKeptAnswer,
  readDeckAnswer,
} from './offline.ts'

// jsdom has no IndexedDB: the device's store is a map here, with kept.ts's contract.
const stored = vi.hoisted(() => new Map<string, unknown>())
vi.mock('./kept.ts', () => ({
  readKept: async (key: string) => stored.get(key),
  keep: async (key: string, value: unknown) => {
    stored.set(key, structuredClone(value))
    return true
  },
  dropKept: async (key: string, options: { prefix?: boolean } = {}) => {
    for (const held of [...stored.keys()])
      if (options.prefix ? held.startsWith(key) : held === key) stored.delete(held)
  },
}))

const offline = () => Promise.reject(new ApiError(0, 'Network Error'))
const logIn = (badge: string) => useAuth.setState({ token: `token-${badge}`, badge })
/** Waits until the copy of a read has been written (it is kept after the answer returns). */
const kept = (badge: string, url: string) =>
  vi.waitFor(async () => expect(await readDeckAnswer(badge, url)).toBeDefined())

describe("the player's decks kept for reading offline", () => {
  beforeEach(() => stored.clear())
  afterEach(() => useAuth.setState({ token: null, badge: null }))

  it('keeps at most DECK_COPIES_MAX answers per player, dropping the oldest first', async () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute))
    for (let n = 0; n <= DECK_COPIES_MAX; n += 1)
      await keepDeckAnswer('ann', `/v2/decks/${n}`, { n }, null, at(n))
    await keepDeckAnswer('bob', '/v2/decks/0', { n: 'bob' }, null, at(0))
    expect(await readDeckAnswer('ann', '/v2/decks/0')).toBeUndefined()
    expect(await readDeckAnswer('ann', '/v2/decks/1')).toMatchObject({ value: { n: 1 } })
    expect(await readDeckAnswer('ann', `/v2/decks/${DECK_COPIES_MAX}`)).toEqual({
      value: { n: DECK_COPIES_MAX },
      etag: null,
      savedAt: at(DECK_COPIES_MAX).toISOString(),
    })
    expect(await readDeckAnswer('bob', '/v2/decks/0')).toMatchObject({ value: { n: 'bob' } })
    // Reading a deck again makes it the newest: the next one kept drops deck 2, not it.
    await keepDeckAnswer('ann', '/v2/decks/1', { n: 1 }, null, at(100))
    await keepDeckAnswer('ann', '/v2/decks/new', { n: 'new' }, null, at(101))
    expect(await readDeckAnswer('ann', '/v2/decks/1')).toBeDefined()
    expect(await readDeckAnswer('ann', '/v2/decks/2')).toBeUndefined()
  })

  it('answers a read without a network from the copy, marked with its time and revision', async () => {
    logIn('ann')
    const url = '/v2/decks/7?show_saved=true'
    const online = await orKeptAnswer(url, async (onHeaders) => {
      onHeaders(new Headers({ ETag: '"r3"' }))
      return { deck: { id: 7, title: 'Train deck' } }
    })
    expect(online).toEqual({ value: { deck: { id: 7, title: 'Train deck' } }, etag: '"r3"' })
    await kept('ann', url)

    const reply = await orKeptAnswer<{ deck: object }>(url, offline)
    expect(reply.etag).toBe('"r3"')
    expect(reply.value.deck).toEqual({ id: 7, title: 'Train deck' })
    expect(reply.value.keptAt).toBe((await readDeckAnswer('ann', url))?.savedAt)
  })

  it("never answers from another player's copy, nor one forgotten at a log-out", async () => {
    logIn('ann')
    const url = '/v2/decks/mine'
    await orKeptAnswer(url, async () => ({ results: [] }))
    await kept('ann', url)
    logIn('bob')
    await expect(orKeptAnswer(url, offline)).rejects.toThrow('Network Error')
    logIn('ann')
    await dropDeckCopies()
    await expect(orKeptAnswer(url, offline)).rejects.toThrow('Network Error')
  })

  it('keeps nothing for a visitor who is not logged in, and lets other errors through', async () => {
    await orKeptAnswer('/v2/decks/9', async () => ({ deck: { id: 9 } }))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(stored.size).toBe(0)
    logIn('ann')
    await orKeptAnswer('/v2/decks/9', async () => ({ deck: { id: 9 } }))
    await kept('ann', '/v2/decks/9')
    await expect(
      orKeptAnswer('/v2/decks/9', () => Promise.reject(new ApiError(404, 'No deck found'))),
    ).rejects.toThrow('No deck found')
  })
})
