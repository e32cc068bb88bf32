import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

let t: TestApp
let admin: TestPlayer
beforeAll(async () => {
  t = await startTestApp({ cardData: true })
  admin = await createPlayer(t, { admin: true })
})
afterAll(() => t.close())

const create = (body: unknown, token = admin.token) =>
  t.request('POST', '/v2/cards', { token, body })
const patch = (stub: string, body: unknown, token = admin.token) =>
  t.request('PATCH', `/v2/cards/${stub}`, { token, body })

describe('POST /v2/cards', () => {
  it('needs an admin: 401 anonymous, 403 for players', async () => {
    const player = await createPlayer(t)
    expect((await t.request('POST', '/v2/cards', { body: {} })).status).toBe(401)
    expect(await create({}, player.token)).toMatchObject({
      status: 403,
      body: { detail: 'You do not have access to this resource.' },
    })
  })

  it('creates conjurations first, then the card that summons them, in a new private release', async () => {
    const summon = {
      name: 'Summon Test Wisp',
      card_type: 'Ready Spell',
      placement: 'Spellboard',
      release: 'Test Expansion',
      cost: '[[main]] - 1 [[charm:class]]',
      effect_magic_cost: '1 [[charm:class]]',
      text: '[[main]] - [[exhaust]] - 1 [[charm:class]]: Place a [[Test Wisp]] conjuration onto your battlefield.',
    }
    expect(await create(summon)).toMatchObject({
      status: 400,
      body: { detail: 'The following conjurations must be added first: test-wisp' },
    })
    const wisp = {
      name: 'Test Wisp',
      card_type: 'Conjuration',
      placement: 'Battlefield',
      release: 'Test Expansion',
      attack: '1',
      life: 'X',
      copies: 2,
    }
    expect(await create(wisp)).toMatchObject({
      status: 201,
      body: { detail: 'Card successfully created!' },
    })
    expect((await create(summon)).status).toBe(201)

    // The new release is private: admins see the card, the listing does not.
    const card = await t.get('/v2/cards/summon-test-wisp', { token: admin.token })
    expect(card.body).toMatchObject({
      type: 'Ready Spell',
      release: { name: 'Test Expansion', stub: 'test-expansion' },
      cost: ['[[main]]', '1 [[charm:class]]'],
      magicCost: { 'charm:class': 1 },
      effectMagicCost: { 'charm:class': 1 },
      dice: ['charm'],
      conjurations: [{ name: 'Test Wisp', stub: 'test-wisp' }],
    })
    expect((await t.get('/v2/cards/summon-test-wisp')).status).toBe(404)
    expect((await t.get('/v2/cards/test-wisp', { token: admin.token })).body).toMatchObject({
      attack: 1,
      life: 'X',
      copies: 2,
    })

    const published = await t.request('PATCH', '/v2/releases/test-expansion', {
      token: admin.token,
      body: { is_public: true },
    })
    expect(published.body).toEqual({
      name: 'Test Expansion',
      stub: 'test-expansion',
      is_legacy: false,
      is_public: true,
    })
    expect((await t.get('/v2/cards?q=wisp')).body.count).toBe(2)
  })

  it('refuses a second card of the same name', async () => {
    const ally = {
      name: 'Test Duplicate',
      card_type: 'Ally',
      placement: 'Battlefield',
      release: 'Master Set',
    }
    expect((await create(ally)).status).toBe(201)
    expect(await create(ally)).toMatchObject({
      status: 400,
      body: { detail: 'Card already exists!' },
    })
  })

  it('answers "Card already exists!" to every create but one when 20 race for one card', async () => {
    const ally = {
      name: 'Test Racer',
      card_type: 'Ally',
      placement: 'Battlefield',
      release: 'Race Expansion',
    }
    const results = await Promise.all(Array.from({ length: 20 }, () => create(ally)))
    expect(results.filter((res) => res.status === 201)).toHaveLength(1)
    for (const res of results.filter((res) => res.status !== 201)) {
      expect(res).toMatchObject({ status: 400, body: { detail: 'Card already exists!' } })
    }
    const card = await t.get('/v2/cards/test-racer', { token: admin.token })
    expect(card.body.release).toEqual({ name: 'Race Expansion', stub: 'race-expansion' })
  })

  it('refuses a dice count above 99 in a cost with a 422 naming the field', async () => {
    const card = {
      name: 'Test Costly',
      card_type: 'Ally',
      placement: 'Battlefield',
      release: 'Master Set',
    }
    const cases: [Record<string, unknown>, (string | number)[]][] = [
      [{ cost: '99999999999 [[basic]]' }, ['body', 'cost']],
      [{ cost: ['[[main]]', '100 [[charm:class]]'] }, ['body', 'cost', 1]],
      [{ cost: [['1 [[basic]]', '1000 [[time:class]]']] }, ['body', 'cost', 0, 1]],
      [{ effect_magic_cost: '1 [[basic]] - 12345678901 [[basic]]' }, ['body', 'effect_magic_cost']],
    ]
    for (const [fields, loc] of cases) {
      const res = await create({ ...card, ...fields })
      expect(res.status, JSON.stringify(fields)).toBe(422)
      expect(res.body.detail).toEqual([
        expect.objectContaining({
          type: 'value_error',
          loc,
          msg: 'Dice counts in a cost must be at most 99',
        }),
      ])
    }
    expect((await create({ ...card, cost: '[[main]] - 99 [[basic]]' })).status).toBe(201)
  })

  it('reports the cross-field rules as model-level value errors', async () => {
    const noPlacement = await create({
      name: 'Test Stray',
      card_type: 'Ally',
      release: 'Master Set',
    })
    expect(noPlacement.status).toBe(422)
    expect(noPlacement.body.detail[0]).toMatchObject({
      type: 'value_error',
      loc: ['body'],
      msg: 'Value error, required for non-Phoenixborn cards',
    })
    const noCopies = await create({
      name: 'Test Stray',
      card_type: 'Conjuration',
      placement: 'Battlefield',
      release: 'Master Set',
    })
    expect(noCopies.body.detail[0].msg).toBe(
      'Value error, required for conjurations and conjured alteration spells',
    )
    const badType = await create({
      name: 'Test Stray',
      card_type: 'Spell',
      placement: 'Battlefield',
      release: 'Master Set',
    })
    expect(badType.body.detail[0]).toMatchObject({ type: 'enum', loc: ['body', 'card_type'] })
    const shortName = await create({
      name: 'ab',
      card_type: 'Ally',
      placement: 'Battlefield',
      release: 'Master Set',
    })
    expect(shortName.body.detail[0]).toMatchObject({
      type: 'string_too_short',
      loc: ['body', 'name'],
    })
    const badDie = await create({
      name: 'Test Stray',
      card_type: 'Ally',
      placement: 'Battlefield',
      release: 'Master Set',
      dice: ['plaid'],
    })
    expect(badDie.status).toBe(422)
  })
})

describe('PATCH /v2/cards/{stub}', () => {
  it('edits text and stats, leaving fields that were not sent alone (chained included)', async () => {
    const before = (await t.get('/v2/cards/river-skald')).body
    const { status, body } = await patch('river-skald', { attack: 3, text: 'New text.' })
    expect(status).toBe(200)
    expect(body).toMatchObject({ attack: 3, text: 'New text.' })
    expect(body.chained).toBe(before.chained)
    expect((await t.get('/v2/cards/river-skald')).body.text).toBe('New text.')
  })

  it('a cost change recomputes magicCost; an empty value removes a field', async () => {
    const { body } = await patch('summon-iron-rhino', {
      cost: ['[[main]]', '2 [[natural:class]]'],
      recover: '',
    })
    expect(body.magicCost).toEqual({ 'natural:class': 2 })
    expect(body).not.toHaveProperty('recover')
  })

  it('refuses a dice count above 99 in an edited cost or magic cost with a 422 naming the field', async () => {
    const cases: [Record<string, unknown>, (string | number)[]][] = [
      [{ cost: ['[[main]]', '99999999999 [[basic]]'] }, ['body', 'cost', 1]],
      [{ magicCost: { basic: 99999999999 } }, ['body', 'magicCost', 'basic']],
      [{ effectMagicCost: { 'charm:class': 100 } }, ['body', 'effectMagicCost', 'charm:class']],
    ]
    for (const [body, loc] of cases) {
      const res = await patch('summon-iron-rhino', body)
      expect(res.status, JSON.stringify(body)).toBe(422)
      expect(res.body.detail[0].loc).toEqual(loc)
    }
    expect((await t.get('/v2/cards/summon-iron-rhino')).body.magicCost).toEqual({
      'natural:class': 2,
    })
  })

  it('renaming moves the stub and keeps the card findable by its old name', async () => {
    const { body } = await patch('test-duplicate', { name: 'Test Renamed' })
    expect(body.stub).toBe('test-renamed')
    expect((await t.get('/v2/cards/test-renamed')).status).toBe(200)
    expect((await t.get('/v2/cards/test-duplicate')).status).toBe(404)
    expect((await t.get('/v2/cards?q=test%20duplicate')).body.results[0].stub).toBe('test-renamed')
  })

  it('refuses a rename onto another card, unknown dice and unknown cards', async () => {
    expect(await patch('test-renamed', { name: 'Summon Iron Rhino' })).toMatchObject({
      status: 400,
      body: { detail: 'Card already exists!' },
    })
    expect((await patch('test-renamed', { dice: ['plaid'] })).status).toBe(422)
    expect(await patch('no-such-card', { text: 'x' })).toMatchObject({
      status: 404,
      body: { detail: 'Card not found.' },
    })
  })
})

describe('card data shared by several servers', () => {
  it('an admin edit on one server is seen by another using the same database', async () => {
    const other = await startTestApp({ sameDatabaseAs: t })
    try {
      expect((await other.get('/v2/cards/iron-rhino')).body.text).not.toBe('Edited elsewhere.')
      expect((await patch('iron-rhino', { text: 'Edited elsewhere.' })).status).toBe(200)
      let seen = ''
      for (let attempt = 0; attempt < 50 && seen !== 'Edited elsewhere.'; attempt += 1) {
        const response = await other.get('/v2/cards/iron-rhino')
        expect(response.status).toBe(200)
        seen = response.body.text
        if (seen !== 'Edited elsewhere.') await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(seen).toBe('Edited elsewhere.')
    } finally {
      await other.close()
    }
  })
})
