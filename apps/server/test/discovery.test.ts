import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { publishedDeck, saveDeck, snapshotDeck } from './support/decks.ts'
import { CORPUS_CARDS, FILLERS } from './support/discovery-corpus.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

// A constructed corpus whose counts are known (letters name the cards):
//   A absorption, B abundance, C accelerate, D adept-duelist, E anchornaut, F amplify
//   public:   4 x Aradel {A, B, E}, Aradel {A, C, E}, 2 x Arren {C, D, E}, Arren {D, E, F}
//   not counted: a saved Aradel {A, B, E} never published, one published privately, and a
//   preconstructed Aradel {C, E, F} (counted only with include_preconstructed).
// So over the 8 public decks: A in 5, B in 4, C in 3, D in 3, E in 8, F in 1. Publishing takes 30
// cards: every deck also holds the same seven fillers (late in the alphabet, so ties sort them
// last), which are in every deck like E.
const [A, B, C, D, E, F] = CORPUS_CARDS
const notFiller = (stub: string) => !FILLERS.includes(stub)
const ARADEL = 'aradel-summergaard'
const ARREN = 'arren-frostpeak'

let t: TestApp
let alice: TestPlayer
/** Snapshot ids of the public decks, in the order above. */
const ids: number[] = []

const body = (phoenixborn: string, cards: string[], title: string) => ({
  title,
  phoenixborn,
  cards: [...cards, ...FILLERS].map((stub) => ({ stub, count: 3 })),
  dice: [{ name: 'natural', count: 10 }],
  first_five: [],
})

beforeAll(async () => {
  t = await startTestApp({ cardData: true })
  alice = await createPlayer(t)
  const corpus: [string, string[]][] = [
    [ARADEL, [A, B, E]],
    [ARADEL, [A, B, E]],
    [ARADEL, [A, B, E]],
    [ARADEL, [A, B, E]],
    [ARADEL, [A, C, E]],
    [ARREN, [C, D, E]],
    [ARREN, [C, D, E]],
    [ARREN, [D, E, F]],
  ]
  for (const [index, [phoenixborn, cards]] of corpus.entries()) {
    const { snapshotId } = await publishedDeck(
      t,
      alice.token,
      body(phoenixborn, cards, `D${index}`),
    )
    ids.push(snapshotId)
  }
  await saveDeck(t, alice.token, body(ARADEL, [A, B, E], 'Saved only'))
  const hidden = await saveDeck(t, alice.token, body(ARADEL, [A, B, E], 'Private snapshot'))
  await snapshotDeck(t, alice.token, hidden.id, { is_public: false })
  const { snapshotId } = await publishedDeck(t, alice.token, body(ARADEL, [C, E, F], 'Precon'))
  await t.db.query('UPDATE deck SET is_preconstructed = true WHERE id = $1', [snapshotId])
})
afterAll(async () => {
  await t?.close()
})

const stubs = (rows: { card: { stub: string } }[]) => rows.map((row) => row.card.stub)

describe('often played with', () => {
  it('ranks cards by lift over how common they are, with the share of the decks', async () => {
    const response = await t.get(`/v2/discovery/cards/${A}`)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ total_decks: 8, decks: 5, min_decks: 3 })
    // B: (4/5) / (4/8) = 1.6; E and the fillers, in every deck: (5/5) / (8/8) = 1; C (in 1 deck
    // with A) too few.
    const [first, ...rest] = response.body.results
    expect(first).toMatchObject({ card: { stub: B }, decks: 4, share: 0.8, lift: 1.6 })
    expect(rest.map((row: { lift: number; decks: number }) => [row.lift, row.decks])).toEqual(
      Array(8).fill([1, 5]),
    )
    expect(rest[0]).toMatchObject({ card: { stub: E }, share: 1 })
    expect(stubs(rest)).not.toContain(C)
  })

  it('breaks equal lifts by decks, then by name', async () => {
    const response = await t.get(`/v2/discovery/cards/${E}?limit=30`)
    expect(stubs(response.body.results).filter(notFiller)).toEqual([A, B, C, D])
    expect(new Set(response.body.results.map((row: { lift: number }) => row.lift))).toEqual(
      new Set([1]),
    )
  })

  it('counts preconstructed decks only when asked to', async () => {
    // The card data brings the releases' preconstructed decks besides the one made here: the
    // public listing of preconstructed decks counts them all.
    const precons = async (filter: string) =>
      (await t.get(`/v2/decks?show_preconstructed=true${filter}`)).body.count as number
    const withF = await t.get(`/v2/discovery/cards/${F}?include_preconstructed=true`)
    expect(withF.body.total_decks).toBe(8 + (await precons('')))
    expect(withF.body.decks).toBe(1 + (await precons(`&card=${F}`)))
    expect((await t.get(`/v2/discovery/cards/${F}`)).body).toMatchObject({
      total_decks: 8,
      decks: 1,
    })
  })

  it('answers 404 for a card that does not exist', async () => {
    const response = await t.get('/v2/discovery/cards/no-such-card')
    expect(response.status).toBe(404)
    expect(response.body.detail).toBe('Card not found.')
  })
})

describe('decks like this', () => {
  it('orders decks by shared cards over all cards, the same Phoenixborn first', async () => {
    const response = await t.get(`/v2/discovery/decks/${ids[4]}`)
    expect(response.status).toBe(200)
    // {A,C,E} against {A,B,E}: 9/11 + 0.1 (both Aradel); against {C,D,E}: 9/11; newer first.
    expect(response.body.results.map((row: { id: number }) => row.id)).toEqual([
      ids[3],
      ids[2],
      ids[1],
      ids[0],
      ids[6],
    ])
    expect(response.body.results[0]).toMatchObject({ shared_cards: 9, similarity: 0.9182 })
    expect(response.body.results[4]).toMatchObject({ shared_cards: 9, similarity: 0.8182 })
  })

  it('answers 404 for a deck that is not public', async () => {
    const hidden = await saveDeck(t, alice.token, body(ARADEL, [A], 'Never public'))
    const response = await t.get(`/v2/discovery/decks/${hidden.id}`)
    expect(response.status).toBe(404)
  })
})

describe('suggestions for a deck being built', () => {
  it('suggests what decks of its Phoenixborn with its cards play, with the reason', async () => {
    const cards = [B, ...FILLERS].map((stub) => `card=${stub}`).join('&')
    const response = await t.get(`/v2/discovery/suggestions?phoenixborn=${ARADEL}&${cards}`)
    expect(response.status).toBe(200)
    // Of the 4 Aradel decks with B, 4 hold A and 4 hold E; C is in 1 Aradel deck only.
    expect(response.body.results).toEqual([
      expect.objectContaining({
        card: expect.objectContaining({ stub: A }),
        decks: 4,
        of_decks: 4,
        share: 1,
      }),
      expect.objectContaining({
        card: expect.objectContaining({ stub: E }),
        decks: 4,
        of_decks: 4,
        share: 1,
      }),
    ])
    expect(response.body.results[0].with).toMatchObject({ stub: B, name: 'Abundance' })
  })

  it('falls back on all decks of the Phoenixborn when no card of the deck is in enough', async () => {
    const response = await t.get(`/v2/discovery/suggestions?phoenixborn=${ARREN}&card=${F}`)
    // Arren decks: C in 2, D, E and the fillers in 3; F in one only, too few to vouch for any.
    expect(response.body.results.slice(0, 2)).toEqual([
      expect.objectContaining({
        card: expect.objectContaining({ stub: D }),
        with: null,
        decks: 3,
        of_decks: 3,
      }),
      expect.objectContaining({
        card: expect.objectContaining({ stub: E }),
        with: null,
        decks: 3,
        of_decks: 3,
      }),
    ])
  })

  // Issue 50 item 9: a deck holding every card there was to suggest read 'Not enough public
  // Aradel decks'. The answer says how many decks were read and how many cards they would have
  // suggested that the deck holds already, so the builder can say which is true.
  it('tells a deck that holds every card to suggest from one with too few decks to go by', async () => {
    const held = [A, B, E, ...FILLERS].map((stub) => `card=${stub}`).join('&')
    const full = await t.get(`/v2/discovery/suggestions?phoenixborn=${ARADEL}&${held}`)
    // C, in one Aradel deck, is the only card left: too few to suggest.
    expect(full.body).toMatchObject({ results: [], decks: 5, in_deck: 3 + FILLERS.length })
    const none = await t.get(`/v2/discovery/suggestions?phoenixborn=coal-roarkwin&card=${A}`)
    expect(none.body).toMatchObject({ results: [], decks: 0, in_deck: 0 })
    const some = await t.get(`/v2/discovery/suggestions?phoenixborn=${ARADEL}&card=${B}`)
    expect(some.body).toMatchObject({ decks: 5, in_deck: 1 })
  })

  it('refuses an unknown Phoenixborn and too many cards', async () => {
    expect((await t.get(`/v2/discovery/suggestions?phoenixborn=${A}`)).status).toBe(404)
    const many = Array.from({ length: 61 }, (_, i) => `card=c${i}`).join('&')
    const response = await t.get(`/v2/discovery/suggestions?phoenixborn=${ARADEL}&${many}`)
    expect(response.status).toBe(422)
  })
})

describe('the meta', () => {
  it('shares decks by Phoenixborn and month, cards and dice mixes', async () => {
    const response = await t.get('/v2/discovery/meta')
    expect(response.status).toBe(200)
    expect(response.body.total_decks).toBe(8)
    expect(response.body.months).toHaveLength(1)
    expect(response.body.months[0].phoenixborns).toEqual([
      expect.objectContaining({
        phoenixborn: expect.objectContaining({ stub: ARADEL }),
        decks: 5,
        share: 0.625,
      }),
      expect.objectContaining({
        phoenixborn: expect.objectContaining({ stub: ARREN }),
        decks: 3,
        share: 0.375,
      }),
    ])
    expect(stubs(response.body.cards).filter(notFiller)).toEqual([E, A, B, C, D, F])
    expect(response.body.cards[0]).toMatchObject({ card: { stub: E }, decks: 8, share: 1 })
    expect(response.body.dice).toEqual([{ dice: ['natural'], decks: 8, share: 1 }])
  })
})

describe('visibility', () => {
  it('drops a deleted public deck from every count', async () => {
    const { snapshotId } = await publishedDeck(
      t,
      alice.token,
      body(ARREN, [A, D, F], 'Short-lived'),
    )
    expect((await t.get(`/v2/discovery/cards/${F}`)).body.decks).toBe(2)
    const deleted = await t.request('DELETE', `/v2/decks/${snapshotId}`, { token: alice.token })
    expect(deleted.status).toBe(204)
    expect((await t.get(`/v2/discovery/cards/${F}`)).body.decks).toBe(1)
    expect((await t.get('/v2/discovery/meta')).body.total_decks).toBe(8)
  })
})
