import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DeckIndex } from '../src/modules/discovery/deck-index.ts'
import { readDeckIndex, updateDeckIndex } from '../src/modules/discovery/deck-index-reads.ts'
import { startTestApp, type TestApp } from './support/app.ts'
import { publishedDeck, saveDeck, snapshotDeck } from './support/decks.ts'
import { CORPUS_CARDS, FILLERS } from './support/discovery-corpus.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

// The discovery index is kept up to date by the decks that changed (issue 29: reading every
// public deck again took seconds at 100,000). After publishes, new versions, likes, decks made
// private, deleted and changed in place, an index kept by deltas must be the index read afresh,
// and the API must answer as a server that has just read it.

const POOL = [...CORPUS_CARDS, ...FILLERS]
const PHOENIXBORNS = ['aradel-summergaard', 'arren-frostpeak']

/** Ten cards of the pool from `n` on, so decks overlap in many ways. */
const body = (n: number, title: string) => ({
  title,
  phoenixborn: PHOENIXBORNS[n % 2],
  cards: Array.from({ length: 10 }, (_, k) => ({ stub: POOL[(n + k) % POOL.length], count: 3 })),
  dice: [{ name: 'natural', count: 10 }],
  first_five: [],
})

/** The index as what it says, free of slot and card numbers. */
function described(index: DeckIndex) {
  const decks: Record<number, unknown> = {}
  for (let d = 0; d < index.size; d += 1) {
    if (!index.alive[d]) continue
    decks[index.ids[d] ?? 0] = {
      group: index.groups[d],
      phoenixborn: index.phoenixborns[d],
      preconstructed: index.preconstructed[d],
      dice: index.diceFlags[d],
      title: index.titles[d],
      month: index.months[d],
      cards: [...(index.deckCards[d] ?? [])].map((card) => index.cardIds[card]).sort(),
      size: index.deckSizes[d],
    }
  }
  const cards: Record<number, unknown> = {}
  index.cardIds.forEach((id, card) => {
    const all = index.cardDecks.all[card] ?? 0
    if (all === 0) return
    const postings = [...(index.postings[card] ?? [])].slice(0, index.postingCounts[card])
    cards[id] = {
      all,
      played: index.cardDecks.played[card],
      decks: postings.map((d) => index.ids[d]).sort(),
    }
  })
  const byPhoenixborn = Object.fromEntries(
    [...index.byPhoenixborn].map(([pb, slots]) => [pb, [...slots].map((d) => index.ids[d]).sort()]),
  )
  const ids = (map: Map<number, number>) =>
    Object.fromEntries([...map].map(([key, d]) => [key, index.ids[d]]))
  return {
    decks,
    cards,
    byPhoenixborn,
    bySnapshot: ids(index.bySnapshot),
    byGroup: ids(index.byGroup),
    totals: index.totals,
  }
}

let t: TestApp
let alice: TestPlayer
let bob: TestPlayer

beforeAll(async () => {
  t = await startTestApp({ cardData: true })
  alice = await createPlayer(t)
  bob = await createPlayer(t)
})
afterAll(async () => {
  await t?.close()
})

describe('the discovery index kept by deltas', () => {
  it('is the index read afresh, and the API answers as a fresh server', async () => {
    const kept = await readDeckIndex(t.db)
    const decks: { deck: { id: number }; snapshotId: number }[] = []
    const changes: (() => Promise<unknown>)[] = [
      // Published decks come.
      ...Array.from({ length: 8 }, (_, n) => async () => {
        decks.push(await publishedDeck(t, alice.token, body(n, `Delta ${n}`)))
      }),
      // A like changes a public snapshot in place.
      () => t.request('PUT', `/v2/decks/${decks[0]?.snapshotId}/like`, { token: bob.token }),
      // A new version replaces the deck's snapshot, with other cards.
      async () => {
        const deck = decks[1]?.deck.id ?? 0
        await saveDeck(t, alice.token, { id: deck, ...body(5, 'Delta 1 again') })
        await snapshotDeck(t, alice.token, deck)
      },
      // Its only public snapshot deleted, a deck is private again; a deck is deleted.
      () => t.request('DELETE', `/v2/decks/${decks[2]?.snapshotId}`, { token: alice.token }),
      () => t.request('DELETE', `/v2/decks/${decks[3]?.deck.id}`, { token: alice.token }),
      // Changed in place, as the card data marks a preconstructed deck.
      () =>
        t.db.query('UPDATE deck SET is_preconstructed = true WHERE id = $1', [
          decks[4]?.snapshotId,
        ]),
      // A deck comes into a freed slot, with a card no deck had.
      async () => {
        decks.push(await publishedDeck(t, bob.token, body(3, 'Delta late')))
      },
      // A deck made private keeps its earlier public snapshot out of discovery too.
      async () => {
        await snapshotDeck(t, alice.token, decks[5]?.deck.id ?? 0, { is_public: false })
      },
    ]
    for (const change of changes) {
      await change()
      await updateDeckIndex(t.db, kept)
      // The live server brings its own index up to date at each step too.
      expect((await t.get('/v2/discovery/meta')).status).toBe(200)
      expect(described(kept)).toEqual(described(await readDeckIndex(t.db)))
    }
    expect(kept.free.length + kept.totals.all).toBe(kept.size)

    const fresh = await startTestApp({ sameDatabaseAs: t })
    try {
      const paths = [
        '/v2/discovery/meta',
        '/v2/discovery/meta?include_preconstructed=true',
        ...POOL.map((stub) => `/v2/discovery/cards/${stub}?limit=30`),
        ...POOL.map((stub) => `/v2/discovery/cards/${stub}?include_preconstructed=true`),
        ...decks.flatMap(({ deck, snapshotId }) => [
          `/v2/discovery/decks/${deck.id}`,
          `/v2/discovery/decks/${snapshotId}?include_preconstructed=true`,
        ]),
        ...PHOENIXBORNS.flatMap((pb) => [
          `/v2/discovery/suggestions?phoenixborn=${pb}`,
          `/v2/discovery/suggestions?phoenixborn=${pb}&card=${POOL[0]}&card=${POOL[4]}`,
          `/v2/discovery/suggestions?phoenixborn=${pb}&card=${POOL[9]}&include_preconstructed=true`,
        ]),
      ]
      let answered = 0
      for (const path of paths) {
        const live = await t.get(path)
        expect({ path, body: live.body }).toEqual({ path, body: (await fresh.get(path)).body })
        if (live.status === 200) answered += 1
      }
      // Most paths answer (decks deleted or private are 404 on both).
      expect(answered).toBeGreaterThan(paths.length - 8)
    } finally {
      await fresh.close()
    }
  })
})
