// An integer id in a path is decimal digits and nothing else (issue 49 item 6): `0x10`, `+16`,
// ` 16` or `1e1` named a deck as JavaScript's Number() reads them. Now each is refused as
// `/v2/decks/abc` is, with the reference's int_parsing entry, on every route with such an id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { publishedDeck } from './support/decks.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'
import { webShell } from './support/web-shell.ts'

// The deck pages are served only beside a built web app: CI runs these tests before any build.
const web = webShell()

let t: TestApp
let owner: TestPlayer
let deckId: number
let entityId: number
let snapshotId: number

beforeAll(async () => {
  t = await startTestApp({ cardData: true, config: { webDist: web.dir } })
  owner = await createPlayer(t)
  const published = await publishedDeck(t, owner.token)
  const deck = published.deck
  snapshotId = published.snapshotId
  deckId = deck.id
  entityId = deck.entity_id
})
afterAll(async () => {
  await t.close()
  web.remove()
})

/** Ways of writing `n` that Number() reads as n and an id must not be. */
const looseForms = (n: number) => [
  `0x${n.toString(16)}`,
  `0X${n.toString(16)}`,
  `0o${n.toString(8)}`,
  `0b${n.toString(2)}`,
  `+${n}`,
  `%20${n}`,
  `${n}%20`,
  `%09${n}`,
  `${n}e0`,
  `${n}.0`,
  `${n}.`,
  `-${n}`,
]

/** The routes that take an integer id, with the id's name and who asks. */
const routes = (id: string): [string, string, string][] => [
  ['GET', `/v2/decks/${id}`, 'id'],
  ['GET', `/v2/decks/${id}/snapshots`, 'id'],
  ['GET', `/v2/decks/${id}/results`, 'id'],
  ['GET', `/v2/discovery/decks/${id}`, 'id'],
  ['PUT', `/v2/decks/${id}/like`, 'id'],
  ['DELETE', `/v2/decks/${deckId}/results/${id}`, 'result_id'],
  ['POST', `/v2/developer/apps/an-app/deliveries/${id}/redeliver`, 'id'],
]
const entityRoutes = (id: string): [string, string, string][] => [
  ['GET', `/v2/comments/${id}`, 'entity_id'],
  ['POST', `/v2/subscription/${id}`, 'entity_id'],
]

describe('integer path ids', () => {
  it('answers a loose form of an existing id with 422, as for any id that is not one', async () => {
    const asked = [
      ...looseForms(deckId).flatMap(routes),
      ...looseForms(entityId).flatMap(entityRoutes),
    ]
    for (const [method, path, name] of asked) {
      const response = await t.request(method, path, { token: owner.token })
      expect(response.status, `${method} ${path}`).toBe(422)
      expect(response.body.detail[0], `${method} ${path}`).toMatchObject({
        type: 'int_parsing',
        loc: ['path', name],
        msg: 'Input should be a valid integer, unable to parse string as an integer',
      })
    }
  })

  it('still answers the id written in decimal digits, leading zeros and all', async () => {
    const plain = await t.get(`/v2/decks/${deckId}`)
    expect(plain.status).toBe(200)
    for (const id of [`00${deckId}`, `${'0'.repeat(40)}${deckId}`]) {
      expect((await t.get(`/v2/decks/${id}`)).body, id).toEqual(plain.body)
    }
    expect((await t.get(`/v2/comments/${entityId}`)).status).toBe(200)
  })

  it('answers an id of digits beyond any row with 404, however long, and abc with 422', async () => {
    for (const id of ['0', '2147483648', '99999999999999', '9'.repeat(40)]) {
      expect((await t.get(`/v2/decks/${id}`)).status, id).toBe(404)
    }
    const abc = await t.get('/v2/decks/abc')
    expect(abc.status).toBe(422)
    expect(abc.body.detail[0]).toMatchObject({ type: 'int_parsing', input: 'abc' })
  })

  // The page of the public snapshot, which a visitor may see: the private deck's page is a 404 to
  // them whatever its id looks like.
  it('shows the Not Found page for a deck page whose id is written loosely', async () => {
    for (const id of [`0x${snapshotId.toString(16)}`, `+${snapshotId}`]) {
      expect((await t.get(`/decks/${id}/`)).status, id).toBe(404)
    }
    expect((await t.get(`/decks/${snapshotId}/`)).status).toBe(200)
  })
})
