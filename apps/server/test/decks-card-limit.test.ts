import { DECK_CARD_LIMIT } from '@ashes/game'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { MIST_GUARDIAN } from './support/decks.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

// No deck of any format holds more than 100 cards: a deck of every card x 100 (39,500) made one
// proxies request cost gigabytes (issue 24 item 5).
let t: TestApp
let owner: TestPlayer
const put = (body: unknown) => t.request('PUT', '/v2/decks', { token: owner.token, body })

beforeAll(async () => {
  t = await startTestApp({ cardData: true })
  owner = await createPlayer(t)
})
afterAll(() => t.close())

/** An unrestricted deck of `total` copies: 60 Root Armor, the rest Mist Typhoon. */
const unrestricted = (total: number) => ({
  title: 'Pool',
  is_unrestricted: true,
  cards: [
    { stub: 'root-armor', count: 60 },
    { stub: 'mist-typhoon', count: total - 60 },
  ],
})
const tooMany = (total: number) => ({
  detail: [
    {
      type: 'too_long',
      loc: ['body', 'cards'],
      msg: `A deck holds at most ${DECK_CARD_LIMIT} cards; this one has ${total}.`,
      ctx: { max_cards: DECK_CARD_LIMIT },
    },
  ],
})

describe(`a saved deck holds at most ${DECK_CARD_LIMIT} cards`, () => {
  it('saves the largest unrestricted deck and refuses one card more with a 422 that says the limit', async () => {
    const largest = await put(unrestricted(DECK_CARD_LIMIT))
    expect(largest.status).toBe(200)
    const counts = largest.body.cards.map((card: { count: number }) => card.count)
    expect(counts.reduce((a: number, b: number) => a + b, 0)).toBe(DECK_CARD_LIMIT)

    const refused = await put({ ...unrestricted(DECK_CARD_LIMIT + 1), id: largest.body.id })
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject(tooMany(DECK_CARD_LIMIT + 1))
    const stored = await t.get(`/v2/decks/${largest.body.id}?show_saved=true`, {
      token: owner.token,
    })
    expect(stored.body.deck.cards.map((card: { count: number }) => card.count)).toEqual(counts)
  })

  it('counts a stub listed twice once (its last count, as the save stores it), and not removed cards', async () => {
    const body = unrestricted(DECK_CARD_LIMIT)
    const cards = [{ stub: 'mist-typhoon', count: 100 }, ...body.cards, { stub: 'fear', count: 0 }]
    expect((await put({ ...body, cards })).status).toBe(200)
  })

  it('holds a standard deck being built to the same limit', async () => {
    const { body } = await t.get('/v2/cards?types=ready_spell&limit=100')
    const spells = body.results.filter((card: { phoenixborn?: string }) => !card.phoenixborn)
    const cards = spells
      .slice(0, 34)
      .map((card: { stub: string }) => ({ stub: card.stub, count: 3 }))
    expect(cards).toHaveLength(34)
    const refused = await put({ ...MIST_GUARDIAN, cards, first_five: [] })
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject(tooMany(102))
    const saved = await put({ ...MIST_GUARDIAN, cards: cards.slice(0, 33), first_five: [] })
    expect(saved.status).toBe(200)
  })
})

describe(`a deck stored with more than ${DECK_CARD_LIMIT} cards before the limit`, () => {
  let id: number
  beforeAll(async () => {
    id = (await put(unrestricted(DECK_CARD_LIMIT))).body.id
    await t.db.query(
      "UPDATE deck SET cards_text = regexp_replace(cards_text, ':[0-9]+', ':5000', 'g') WHERE id = $1",
      [id],
    )
  })

  it('is still read as stored', async () => {
    const { status, body } = await t.get(`/v2/decks/${id}?show_saved=true`, { token: owner.token })
    expect(status).toBe(200)
    expect(body.deck.cards.map((card: { count: number }) => card.count)).toEqual([5000, 5000])
  })

  it('is neither snapshotted nor cloned: that would save a deck past the limit', async () => {
    const detail = `A deck holds at most ${DECK_CARD_LIMIT} cards; this one has 10000.`
    const snapshot = await t.request('POST', `/v2/decks/${id}/snapshot`, {
      token: owner.token,
      body: { is_public: false },
    })
    expect(snapshot.status).toBe(400)
    expect(snapshot.body).toEqual({ detail })
    const clone = await t.get(`/v2/decks/${id}/clone`, { token: owner.token })
    expect(clone.status).toBe(400)
    expect(clone.body).toEqual({ detail })
    const [row] = await t.db.query<{ decks: number }>(
      'SELECT count(*)::int AS decks FROM deck WHERE player_id = $1',
      [owner.id],
    )
    expect(row?.decks).toBe(4)
  })
})
