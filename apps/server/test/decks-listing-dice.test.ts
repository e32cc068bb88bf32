import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { publishedDeck, saveDeck, snapshotDeck } from './support/decks.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

let t: TestApp
let owner: TestPlayer
/** Published snapshot ids by dice pool. */
const decks: Record<'mist' | 'ceremonial' | 'mixed', number> = { mist: 0, ceremonial: 0, mixed: 0 }

/** The owner's listed deck ids for a dice query, with the count the response gives. */
async function listed(dice: string) {
  const response = await t.get(`/v2/decks?player=${owner.badge}${dice}`)
  expect(response.status).toBe(200)
  const ids = response.body.results.map((deck: { id: number }) => deck.id).sort()
  expect(response.body.count).toBe(ids.length)
  return ids
}
const sorted = (...ids: number[]) => [...ids].sort()

beforeAll(async () => {
  t = await startTestApp({ cardData: true })
  owner = await createPlayer(t)
  decks.mist = (await publishedDeck(t, owner.token, { title: 'Mist pool' })).snapshotId
  const pools = {
    ceremonial: [{ name: 'ceremonial', count: 10 }],
    mixed: [
      { name: 'natural', count: 4 },
      { name: 'ceremonial', count: 6 },
    ],
  }
  for (const [name, dice] of Object.entries(pools)) {
    const snapshot = await publishedDeck(t, owner.token, { title: `${name} pool`, dice })
    decks[name as keyof typeof pools] = snapshot.snapshotId
  }
})
afterAll(() => t.close())

describe('GET /v2/decks dice filter (issue 18 item 6)', () => {
  it('lists every deck without dice parameters, and dice_logic alone changes nothing', async () => {
    const all = sorted(...Object.values(decks))
    expect(await listed('')).toEqual(all)
    expect(await listed('&dice_logic=all')).toEqual(all)
  })

  it('"only" (the default, and "any") lists decks whose pool uses no other types', async () => {
    expect(await listed('&dice=ceremonial')).toEqual([decks.ceremonial])
    expect(await listed('&dice=natural&dice=illusion')).toEqual([decks.mist])
    expect(await listed('&dice=natural&dice=ceremonial&dice_logic=only')).toEqual(
      sorted(decks.ceremonial, decks.mixed),
    )
    expect(await listed('&dice=natural&dice=ceremonial&dice_logic=any')).toEqual(
      sorted(decks.ceremonial, decks.mixed),
    )
    expect(await listed('&dice=time')).toEqual([])
  })

  it('"includes" lists decks with at least one chosen type', async () => {
    expect(await listed('&dice=natural&dice_logic=includes')).toEqual(
      sorted(decks.mist, decks.mixed),
    )
    expect(await listed('&dice=illusion&dice=ceremonial&dice_logic=includes')).toEqual(
      sorted(decks.mist, decks.ceremonial, decks.mixed),
    )
  })

  it('"all" lists decks with every chosen type', async () => {
    expect(await listed('&dice=natural&dice=ceremonial&dice_logic=all')).toEqual([decks.mixed])
    expect(await listed('&dice=natural&dice_logic=all')).toEqual(sorted(decks.mist, decks.mixed))
  })

  it('counts each dice filter apart, and follows a republished deck to its new dice', async () => {
    // Warm the cached counts and pages first: they must be keyed by the dice too.
    expect(await listed('&dice=time&dice_logic=includes')).toEqual([])
    expect(await listed('&dice=ceremonial&dice_logic=includes')).toEqual(
      sorted(decks.ceremonial, decks.mixed),
    )
    const saved = await saveDeck(t, owner.token, {
      title: 'Time pool',
      dice: [{ name: 'time', count: 10 }],
    })
    const time = await snapshotDeck(t, owner.token, saved.id)
    expect(await listed('&dice=time&dice_logic=includes')).toEqual([time])
  })

  // Published decks hold ten coloured dice: basic magic is no die type of a deck's pool.
  it('answers 422 naming the parameter for an unknown die, basic magic or an unknown logic', async () => {
    for (const query of ['dice=fire', 'dice=basic', 'dice=natural&dice_logic=most']) {
      const response = await t.get(`/v2/decks?${query}`)
      expect(response.status).toBe(422)
      expect(JSON.stringify(response.body.detail)).toMatch(/dice/)
    }
  })

  it('documents both parameters and the modes in the OpenAPI schema', async () => {
    const spec = (await t.get('/docs/json')).body
    const params: { name: string; description?: string; schema?: { enum?: string[] } }[] =
      spec.paths['/v2/decks'].get.parameters
    const dice = params.find((p) => p.name === 'dice')
    const logic = params.find((p) => p.name === 'dice_logic')
    expect(JSON.stringify(dice)).toContain('astral')
    expect(JSON.stringify(dice)).not.toContain('basic')
    expect(logic?.description).toMatch(/only.*includes.*all/s)
  })
})
