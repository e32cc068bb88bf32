// The web app's offline copy of the card data (GET /v2/card-data, issue 30) lists, filters,
// sorts and searches as GET /v2/cards does: one matcher (@ashes/game card-listing.ts) on the
// real card data, compared query by query.
import type { CardData } from '@ashes/api'
import { listCopy, listingCopy } from '@ashes/game'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'

const QUERIES = [
  '',
  'q=t:ally d:charm',
  'q=t:ally d:charm cost<=2',
  'q=t:ally -d:charm',
  'q=d:natural t:spell',
  'q=t:"ready spell"',
  'q=cost:3',
  'q=cost>=4',
  'q=cost<1',
  'q=pb:"aradel summergaard"',
  'q=release:master-set',
  'q=text:"unit"',
  'q="deal 1 damage"',
  'q=-t:action',
  'q=t:ally or t:conjuration',
  'q=fire',
  'q=ice',
  'q=summon',
  'q=summon butterfly',
  'q=guard',
  'q=dragon',
  'q=draw',
  'q=discard a card',
  'q=exhaust',
  'q=spellboard',
  'q=wound',
  'q=heal',
  'q=blood',
  'q=the',
  'q=zzzz',
  'q=Q',
  'q=phoenixborn',
  'q=d:illusion d:sympathy',
  'q=t:alteration',
  'q=t:ally cost:2',
  'q=fire&show_legacy=true',
  'q=t:ally&show_legacy=true',
  'show_legacy=true',
  'show_legacy=true&releases=phg',
  'show_legacy=true&sort=cost',
  'sort=cost',
  'sort=cost&order=desc',
  'sort=type',
  'sort=dice',
  'sort=release&order=desc',
  'types=ally',
  'types=ally&types=alteration_spell',
  'types=conjuration&sort=release',
  'types=phoenixborn',
  'show_summons=true',
  'dice=charm',
  'dice=charm&dice_logic=any',
  'dice=charm&dice=natural&dice_logic=all',
  'dice=ceremonial&dice_logic=includes',
  'dice=basic',
  'r=master-set',
  'mode=deckbuilder',
  'mode=deckbuilder&include_uniques_for=Aradel Summergaard',
  'mode=deckbuilder&q=t:ally&dice=charm',
  'q=unit&offset=30',
  'limit=100&offset=100&sort=name',
]

let t: TestApp
let copy: ReturnType<typeof listingCopy<CardData['cards'][number]['card']>>
beforeAll(async () => {
  t = await startTestApp({ cardData: true })
  copy = listingCopy((await t.get<CardData>('/v2/card-data')).body)
})
afterAll(() => t.close())

describe('the offline copy of the card data', () => {
  it(`answers ${QUERIES.length} listing queries with the server's count and cards in its order`, async () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(50)
    for (const query of QUERIES) {
      const params = new URLSearchParams(query)
      if (!params.has('limit')) params.set('limit', '100')
      const server = await t.get(`/v2/cards?${params}`)
      expect(server.status, query).toBe(200)
      const local = listCopy(copy, params)
      expect(local.count, query).toBe(server.body.count)
      expect(
        local.page.map((card) => card.stub),
        query,
      ).toEqual(server.body.results.map((card: { stub: string }) => card.stub))
      expect(
        local.page.map((card) => card.doc),
        query,
      ).toEqual(server.body.results)
    }
  })

  it('sends the copy again only when the card data changed: a 304 for the ETag it has', async () => {
    const first = await t.get('/v2/card-data')
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"cards-\d+"$/)
    expect(first.headers.get('cache-control')).toBe('no-cache')
    const again = await t.get('/v2/card-data', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
  })
})
