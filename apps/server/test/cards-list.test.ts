import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { currentCards, legacyCards } from './support/card-data.ts'
import { createPlayer } from './support/players.ts'

let t: TestApp
const names = (body: { results: { name: string }[] }) => body.results.map((card) => card.name)
const list = async (query: string) => (await t.get(`/v2/cards?limit=100&${query}`)).body

beforeAll(async () => {
  t = await startTestApp({ cardData: true })
})
afterAll(() => t.close())

describe('GET /v2/cards', () => {
  it('lists every current card by default, 30 to a page, sorted by name', async () => {
    const { status, body } = await t.get('/v2/cards')
    expect(status).toBe(200)
    expect(body.count).toBe(currentCards().length)
    expect(body.results).toHaveLength(30)
    expect(body.results[0].name).toBe('Absorption')
    expect(Object.keys(body)).toEqual(['count', 'next', 'previous', 'results'])
  })

  it('emits card keys in the reference order and omits absent ones', async () => {
    const { body } = await t.get('/v2/cards?q=summon%20blue%20jaguar')
    const card = body.results.find((c: { stub: string }) => c.stub === 'summon-blue-jaguar')
    expect(Object.keys(card).slice(0, 4)).toEqual(['name', 'stub', 'type', 'release'])
    expect(card.placement).toBe('Spellboard')
    expect(card).not.toHaveProperty('attack')
    expect(Object.values(card)).not.toContain(null)
  })

  it('every current card says whether it is chained, as the reference answers (api-core 6)', async () => {
    const cards: { stub: string; chained?: boolean }[] = []
    for (let offset = 0; offset < currentCards().length; offset += 100)
      cards.push(...(await list(`offset=${offset}`)).results)
    expect(cards).toHaveLength(currentCards().length)
    const chained = cards.filter((card) => card.chained === true)
    const unchained = cards.filter((card) => card.chained === false)
    expect(chained.length + unchained.length).toBe(cards.length)
    expect(chained.map((card) => card.stub)).toContain('explosive-growth')
    expect(unchained.map((card) => card.stub)).toContain('molten-gold')
    // Legacy cards never had the flag.
    const legacy = await list('show_legacy=true')
    expect(legacy.results.some((card: object) => 'chained' in card)).toBe(false)
  })

  it('show_legacy lists only legacy cards, flagged is_legacy with release flags', async () => {
    const body = await list('show_legacy=true')
    expect(body.count).toBe(legacyCards().length)
    expect(body.results[0].is_legacy).toBe(true)
    expect(body.results[0].release).toHaveProperty('is_phg')
  })

  it('mode=deckbuilder lists exactly the deck-buildable cards that no Phoenixborn owns', async () => {
    const expected = currentCards().filter(
      (c) =>
        !['Phoenixborn', 'Conjuration', 'Conjured Alteration Spell'].includes(c.type) &&
        !c.phoenixborn,
    )
    expect((await list('mode=deckbuilder')).count).toBe(expected.length)
  })

  it('include_uniques_for adds that Phoenixborn’s unique cards and no other', async () => {
    const aradel = currentCards().filter(
      (c) => c.phoenixborn === 'Aradel Summergaard' && !c.type.startsWith('Conjur'),
    )
    const base = (await list('mode=deckbuilder')).count
    const body = await list('mode=deckbuilder&include_uniques_for=Aradel%20Summergaard')
    expect(body.count).toBe(base + aradel.length)
    const all = await list('include_uniques_for=Aradel%20Summergaard&types=ally&limit=100')
    expect(
      all.results.every(
        (c: { phoenixborn?: string }) => !c.phoenixborn || c.phoenixborn === 'Aradel Summergaard',
      ),
    ).toBe(true)
  })

  it('types filters by type; conjurations means both conjured types; phoenixborn lists the 30', async () => {
    expect((await list('types=phoenixborn')).count).toBe(30)
    const conjured = currentCards().filter((c) => c.type.startsWith('Conjur')).length
    expect((await list('types=conjurations')).count).toBe(conjured)
    const both = await list('types=ally&types=ready_spell&limit=100')
    const expected = currentCards().filter(
      (c) => c.type === 'Ally' || c.type === 'Ready Spell',
    ).length
    expect(both.count).toBe(expected)
    const alterations = currentCards().filter((c) => c.type === 'Alteration Spell').length
    expect((await list('types=alteration_spell')).count).toBe(alterations)
  })

  it('q finds cards by word prefixes and stems, in any order', async () => {
    expect(names(await list('q=sum%20blu'))).toContain('Summon Blue Jaguar')
    expect(names(await list('q=jaguars'))).toEqual(['Blue Jaguar', 'Summon Blue Jaguar'])
    expect(names(await list('q=jaguar%20blue'))).toContain('Summon Blue Jaguar')
    expect((await list('q=Aradel%27s')).count).toBeGreaterThan(0)
  })

  it('q searches the rules text and the Phoenixborn of unique cards', async () => {
    const body = await list('q=Water%20Blast')
    expect(names(body)).toContain('Aradel Summergaard')
    const unique = await list('q=aradel&types=ready_spell')
    expect(unique.count).toBeGreaterThan(0)
  })

  it('q with only stop words or punctuation matches nothing; a blank q is no filter', async () => {
    expect((await list('q=the')).count).toBe(0)
    expect((await list('q=%21%21')).count).toBe(0)
    expect((await list('q=')).count).toBe(currentCards().length)
  })

  it('show_summons lists only summon spells', async () => {
    const body = await list('show_summons=yes')
    expect(body.count).toBe(currentCards().filter((c) => c.name.startsWith('Summon ')).length)
  })

  it('r filters by release stub, repeated keys combining', async () => {
    const inMaster = currentCards().filter((c) => c.release.stub === 'master-set').length
    const inSoaksend = currentCards().filter(
      (c) => c.release.stub === 'the-song-of-soaksend',
    ).length
    expect((await list('r=master-set')).count).toBe(inMaster)
    expect((await list('r=master-set&r=the-song-of-soaksend')).count).toBe(inMaster + inSoaksend)
  })

  it('releases=phg with show_legacy keeps official legacy releases only', async () => {
    const body = await list('show_legacy=true&releases=phg')
    expect(body.count).toBeLessThan(legacyCards().length)
    expect(body.count).toBeGreaterThan(0)
  })

  it('releases=mine uses the caller’s collection, and is ignored for anonymous callers', async () => {
    const player = await createPlayer(t)
    await t.request('PUT', '/v2/releases/mine', { token: player.token, body: ['master-set'] })
    const mine = await t.get('/v2/cards?releases=mine&r=the-song-of-soaksend', {
      token: player.token,
    })
    expect(mine.body.count).toBe(
      currentCards().filter((c) => c.release.stub === 'master-set').length,
    )
    const anonymous = await list('releases=mine&r=the-song-of-soaksend')
    expect(anonymous.count).toBe(
      currentCards().filter((c) => c.release.stub === 'the-song-of-soaksend').length,
    )
  })

  it('dice=basic lists cards that need no coloured dice', async () => {
    const body = await list('dice=basic&limit=100')
    expect(body.count).toBeGreaterThan(0)
    for (const card of body.results) expect(card.dice ?? ['basic']).toEqual(['basic'])
  })

  it('dice only: every card needs nothing but the chosen dice', async () => {
    const body = await list(
      'dice=natural&dice=illusion&limit=100&types=ready_spell&types=action_spell',
    )
    expect(body.count).toBeGreaterThan(0)
    for (const card of body.results) {
      for (const die of card.dice ?? []) expect(['natural', 'illusion', 'basic']).toContain(die)
    }
  })

  it('dice includes: every card uses at least one chosen die', async () => {
    const body = await list('dice=charm&dice_logic=includes&limit=100')
    for (const card of body.results.filter((c: { type: string }) => !c.type.startsWith('Conjur'))) {
      expect([...(card.dice ?? []), ...(card.altDice ?? [])]).toContain('charm')
    }
  })

  it('dice all: required dice are part of the selection and the rest are alternatives', async () => {
    const body = await list('dice=time&dice_logic=all&limit=100&types=ready_spell')
    expect(body.count).toBeGreaterThan(0)
    for (const card of body.results) {
      const required = (card.dice ?? []).filter((die: string) => die !== 'basic')
      expect(required.every((die: string) => die === 'time')).toBe(true)
      if (required.length === 0) expect(card.altDice).toContain('time')
    }
  })

  it('the dice filter finds conjurations by their summoner’s dice (fixes the reference)', async () => {
    expect(names(await list('dice=natural&types=conjurations'))).toContain('Iron Rhino')
    expect(names(await list('dice=charm&types=conjurations'))).not.toContain('Iron Rhino')
  })

  it('sorts by type, cost and release, and order=desc reverses', async () => {
    expect((await list('sort=type')).results[0].type).toBe('Phoenixborn')
    const byCost = await list('sort=cost&mode=deckbuilder')
    const desc = await list('sort=cost&mode=deckbuilder&order=desc')
    expect(byCost.results[0].name).not.toBe(desc.results[0].name)
    const byRelease = await list('sort=release')
    expect(byRelease.results[0].release.stub).toBe('master-set')
    const names_ = names(await list('sort=name&order=desc'))
    expect(names_).toEqual([...names_].sort().reverse())
  })

  it('pagination links keep the query, move offset, and drop offset=0 and blank values', async () => {
    const page = await t.get('/v2/cards?limit=3&offset=3&q=&types=ally')
    expect(page.body.results).toHaveLength(3)
    expect(page.body.next).toBe(`${t.config.publicUrl}/v2/cards?limit=3&offset=6&types=ally`)
    expect(page.body.previous).toBe(`${t.config.publicUrl}/v2/cards?limit=3&types=ally`)
    const second = await t.get('/v2/cards?limit=3&offset=2')
    expect(second.body.previous).toBe(`${t.config.publicUrl}/v2/cards?limit=3`)
    const last = await t.get(`/v2/cards?offset=${currentCards().length - 1}`)
    expect(last.body.next).toBeNull()
    expect(last.body.results).toHaveLength(1)
  })

  it('a repeated single-valued parameter takes its last value', async () => {
    const { status, body } = await t.get('/v2/cards?limit=5&limit=2&sort=cost&sort=name')
    expect(status).toBe(200)
    expect(body.results).toHaveLength(2)
    expect(body.results[0].name).toBe('Absorption')
  })

  it('limit above 100 is clamped; offset past the end gives an empty page', async () => {
    expect((await t.get('/v2/cards?limit=500')).body.results).toHaveLength(100)
    const beyond = await t.get('/v2/cards?offset=10000')
    expect(beyond.body.results).toEqual([])
    expect(beyond.body.count).toBe(currentCards().length)
  })

  it('bad parameters answer 422 in the reference format, never 500', async () => {
    const cases: [string, string, (string | number)[]][] = [
      ['limit=0', 'greater_than_equal', ['query', 'limit']],
      ['offset=-1', 'greater_than_equal', ['query', 'offset']],
      ['limit=abc', 'int_parsing', ['query', 'limit']],
      ['types=bogus', 'enum', ['query', 'types', 0]],
      ['dice=plaid', 'enum', ['query', 'dice', 0]],
      ['show_legacy=maybe', 'bool_parsing', ['query', 'show_legacy']],
      ['sort=dice_weight', 'enum', ['query', 'sort']],
      ['order=up', 'enum', ['query', 'order']],
      ['dice_logic=some', 'enum', ['query', 'dice_logic']],
      ['releases=yours', 'enum', ['query', 'releases']],
      ['mode=builder', 'enum', ['query', 'mode']],
    ]
    for (const [query, type, loc] of cases) {
      const { status, body } = await t.get(`/v2/cards?${query}`)
      expect(status, query).toBe(422)
      expect(body.detail[0]).toMatchObject({ type, loc })
      expect(typeof body.detail[0].msg).toBe('string')
    }
    const { body } = await t.get('/v2/cards?order=up')
    expect(body.detail[0].msg).toBe("Input should be 'asc' or 'desc'")
  })
})
