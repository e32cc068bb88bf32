import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CardStore } from '../src/modules/cards/card-store.ts'
import { deckSaveJson, deckSaveOut } from '../src/modules/decks/deck-json.ts'
import { loadDeck } from '../src/modules/decks/deck-rows.ts'
import { startTestApp, type TestApp } from './support/app.ts'
import { MIST_GUARDIAN, publishedDeck, saveDeck } from './support/decks.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

let t: TestApp
let owner: TestPlayer

beforeAll(async () => {
  t = await startTestApp({ cardData: true })
  owner = await createPlayer(t)
})
afterAll(() => t.close())

describe('the saved form written as text (what PUT /v2/decks answers)', () => {
  it('is the text of the saved form, for every kind of deck', async () => {
    await saveDeck(t, owner.token)
    await saveDeck(t, owner.token, { cards: [], dice: [], first_five: [] })
    await saveDeck(t, owner.token, {
      title: 'Tutors "and" effects',
      description: null,
      effect_costs: ['summon-butterfly-monk', 'root-armor'],
      tutor_map: { 'summon-blue-jaguar': 'steady-gaze' },
    })
    const { snapshotId } = await publishedDeck(t, owner.token, { is_red_rains: true })
    await t.db.query('UPDATE deck SET like_count = 3 WHERE id = $1', [snapshotId])
    const legacy = await saveDeck(t, owner.token, { title: 'Legacy' })
    await t.db.query(
      'UPDATE deck SET is_legacy = true, ashes_500_score = 7, ashes_500_revision_id = 2 WHERE id = $1',
      [legacy.id],
    )
    const snapshot = await new CardStore(t.db).get()
    const ids = await t.db.query<{ id: number }>('SELECT id FROM deck ORDER BY id')
    expect(ids.length).toBeGreaterThanOrEqual(6)
    for (const { id } of ids) {
      const deck = await loadDeck(t.db, id)
      if (!deck) throw new Error(`no deck ${id}`)
      for (const shareUuid of [true, false, undefined]) {
        const options = shareUuid === undefined ? undefined : { shareUuid }
        expect(deckSaveJson(deck, snapshot, options)).toBe(
          JSON.stringify(deckSaveOut(deck, snapshot, options)),
        )
      }
    }
  })

  it('is what a save answers, byte for byte', async () => {
    const response = await t.request('PUT', '/v2/decks', {
      token: owner.token,
      body: MIST_GUARDIAN,
    })
    expect(response.status).toBe(200)
    const deck = await loadDeck(t.db, response.body.id)
    if (!deck) throw new Error('not saved')
    const snapshot = await new CardStore(t.db).get()
    expect(JSON.stringify(response.body)).toBe(
      JSON.stringify(deckSaveOut(deck, snapshot, { shareUuid: true })),
    )
  })
})
