import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { currentCards, readData } from './support/card-data.ts'
import { saveDeck as saveDeckAs } from './support/decks.ts'
import { createPlayer } from './support/players.ts'

let t: TestApp
/** The statements the app sent, to see which reads reach the database. */
const statements: string[] = []
beforeAll(async () => {
  t = await startTestApp({ cardData: true, onQuery: (text) => statements.push(text) })
})
afterAll(() => t.close())

const details = async (stub: string, query = '') => t.get(`/v2/cards/${stub}/details${query}`)

/** A player's deck holding the given cards, saved through the API as the builder saves it. */
async function saveDeck(
  player: { token: string },
  stubs: string[],
  phoenixborn = 'aradel-summergaard',
) {
  const cards = stubs.map((stub) => ({ stub, count: 3 }))
  const deck = await saveDeckAs(t, player.token, { phoenixborn, cards, first_five: [] })
  return deck.id as number
}

describe('GET /v2/cards/{stub}', () => {
  it('answers the card, or 404 "Card not found." for an unknown stub or the wrong era', async () => {
    const card = await t.get('/v2/cards/summon-blue-jaguar')
    expect(card.status).toBe(200)
    expect(card.body).toMatchObject({ name: 'Summon Blue Jaguar', stub: 'summon-blue-jaguar' })
    const missing = await t.get('/v2/cards/no-such-card')
    expect(missing).toMatchObject({ status: 404, body: { detail: 'Card not found.' } })
    const legacy = await t.get('/v2/cards/abundance?show_legacy=true')
    expect(legacy.body.is_legacy).toBe(true)
  })

  it('for_update gives admins the edit form and everyone else the card', async () => {
    const admin = await createPlayer(t, { admin: true })
    const form = await t.get('/v2/cards/summon-blue-jaguar?for_update=true', { token: admin.token })
    expect(form.body).toMatchObject({ name: 'Summon Blue Jaguar', is_errata: false })
    expect(form.body).not.toHaveProperty('type')
    const player = await createPlayer(t)
    const card = await t.get('/v2/cards/summon-blue-jaguar?for_update=true', {
      token: player.token,
    })
    expect(card.body.type).toBe('Ready Spell')
  })
})

describe('GET /v2/cards/{stub}/details', () => {
  it('answers every key, with the card and its comment thread id', async () => {
    const { status, body } = await details('summon-blue-jaguar')
    expect(status).toBe(200)
    expect(Object.keys(body).sort()).toEqual(
      [
        'card',
        'entity_id',
        'last_seen_entity_id',
        'preconstructed_deck',
        'related_cards',
        'usage',
      ].sort(),
    )
    expect(body.card.stub).toBe('summon-blue-jaguar')
    expect(typeof body.entity_id).toBe('number')
    expect(body.last_seen_entity_id).toBeNull()
  })

  it('relates a summon spell and its conjuration both ways', async () => {
    const spell = await details('summon-iron-rhino')
    expect(spell.body.related_cards).toEqual({
      summoning_cards: [{ name: 'Summon Iron Rhino', stub: 'summon-iron-rhino' }],
      conjurations: [{ name: 'Iron Rhino', stub: 'iron-rhino' }],
    })
    const conjuration = await details('iron-rhino')
    expect(conjuration.body.related_cards.summoning_cards).toEqual([
      { name: 'Summon Iron Rhino', stub: 'summon-iron-rhino' },
    ])
  })

  it('relates a Phoenixborn to its conjurations and unique cards', async () => {
    const uniques = currentCards().filter(
      (c) =>
        c.phoenixborn === 'Aradel Summergaard' &&
        !c.type.startsWith('Conjur') &&
        c.type !== 'Phoenixborn',
    )
    const { body } = await details('aradel-summergaard')
    expect(body.related_cards.phoenixborn).toEqual({
      name: 'Aradel Summergaard',
      stub: 'aradel-summergaard',
    })
    expect(body.related_cards.phoenixborn_unique?.stub).toBe(uniques[0]?.stub)
    const unique = await details(uniques[0]?.stub ?? '')
    expect(unique.body.related_cards.phoenixborn.stub).toBe('aradel-summergaard')
  })

  it('a card with nothing related answers an empty related_cards', async () => {
    const plain = currentCards().find(
      (c) => c.type === 'Action Spell' && !c.conjurations && !c.phoenixborn,
    )
    expect((await details(plain?.stub ?? '')).body.related_cards).toEqual({})
  })

  it('counts each deck once and each player once, leaving out preconstructed decks', async () => {
    const stub = 'summon-iron-rhino'
    expect((await details(stub)).body.usage).toEqual({ decks: 0, users: 0 })
    const one = await createPlayer(t)
    const two = await createPlayer(t)
    await saveDeck(one, [stub])
    await saveDeck(one, [stub])
    await saveDeck(two, [stub])
    expect((await details(stub)).body.usage).toEqual({ decks: 3, users: 2 })
    // The conjuration is used through its summoner.
    expect((await details('iron-rhino')).body.usage).toEqual({ decks: 3, users: 2 })
  })

  it('repeated reads are served from memory, and a deck saved here moves the count at once', async () => {
    const stub = 'summon-butterfly-monk'
    const deckReads = () => statements.filter((text) => text.includes('FROM deck d'))
    const before = (await details(stub)).body
    statements.length = 0
    expect((await details(stub)).body).toEqual(before)
    expect(deckReads()).toEqual([])
    const player = await createPlayer(t)
    await saveDeck(player, [stub])
    const after = (await details(stub)).body.usage
    expect(after.decks).toBe(before.usage.decks + 1)
    statements.length = 0
    await details(stub)
    expect(deckReads()).toEqual([])
  })

  it('a Phoenixborn counts the decks built on it', async () => {
    const player = await createPlayer(t)
    await saveDeck(player, [], 'coal-roarkwin')
    expect((await details('coal-roarkwin')).body.usage).toEqual({ decks: 1, users: 1 })
  })

  it('names a preconstructed deck holding the card', async () => {
    type Deck = { title: string; is_legacy: boolean; cards: { stub: string }[] }
    const precon = readData<Deck>('decks-preconstructed.json').find(
      (deck) => !deck.is_legacy && deck.cards.some((card) => card.stub === 'summon-iron-rhino'),
    )
    const { body } = await details('summon-iron-rhino')
    expect(body.preconstructed_deck).toMatchObject({ title: precon?.title })
    expect(typeof body.preconstructed_deck.id).toBe('number')
  })

  it('reports the caller’s last seen entity of a subscribed card', async () => {
    const player = await createPlayer(t)
    const { body } = await details('summon-blue-jaguar')
    await t.db.query(
      'INSERT INTO subscription (player_id, source_entity_id, last_seen_entity_id) VALUES ($1, $2, $3)',
      [player.id, body.entity_id, 42],
    )
    const seen = await details('summon-blue-jaguar')
    expect(seen.body.last_seen_entity_id).toBeNull()
    const mine = await t.get('/v2/cards/summon-blue-jaguar/details', { token: player.token })
    expect(mine.body.last_seen_entity_id).toBe(42)
  })

  it('reports a subscription that has seen nothing yet as subscribed (1), never as null', async () => {
    const player = await createPlayer(t)
    const { body } = await details('summon-iron-rhino')
    await t.request('POST', `/v2/subscription/${body.entity_id}`, { token: player.token })
    const mine = await t.get('/v2/cards/summon-iron-rhino/details', { token: player.token })
    expect(mine.body.last_seen_entity_id).toBe(1)
  })

  it('legacy cards need show_legacy; unknown cards answer 404', async () => {
    expect((await details('abundance', '?show_legacy=true')).body.card.is_legacy).toBe(true)
    expect((await details('no-such-card')).body).toEqual({ detail: 'Card not found.' })
  })
})

describe('GET /v2/cards/fuzzy-lookup', () => {
  it('prefers the exact card over the summon spell, and the summon spell when asked', async () => {
    expect((await t.get('/v2/cards/fuzzy-lookup?q=Blue%20Jaguar')).body.stub).toBe('blue-jaguar')
    expect((await t.get('/v2/cards/fuzzy-lookup?q=summon%20blue')).body.stub).toBe(
      'summon-blue-jaguar',
    )
    expect((await t.get('/v2/cards/fuzzy-lookup?q=abundance&show_legacy=1')).body.is_legacy).toBe(
      true,
    )
  })

  it('needs a query, and says when nothing matches', async () => {
    expect(await t.get('/v2/cards/fuzzy-lookup?q=%20')).toMatchObject({
      status: 400,
      body: { detail: 'Query string is required.' },
    })
    const missing = await t.get('/v2/cards/fuzzy-lookup')
    expect(missing.status).toBe(422)
    expect(missing.body.detail[0]).toMatchObject({ type: 'missing', loc: ['query', 'q'] })
    expect(await t.get('/v2/cards/fuzzy-lookup?q=zzzzqqq')).toMatchObject({
      status: 404,
      body: { detail: 'No matching cards found.' },
    })
  })

  it('ignores the Authorization header entirely', async () => {
    const { status } = await t.get('/v2/cards/fuzzy-lookup?q=jaguar', { token: 'not-a-token' })
    expect(status).toBe(200)
  })
})
