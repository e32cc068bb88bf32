import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { saveDeck, snapshotDeck } from './support/decks.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'
import {
  exportToken,
  type FakeSource,
  importAll,
  remoteDeck,
  startFakeSource,
  wholeExport,
} from './support/transfer.ts'

// Two instances on two databases: decks move from `source` to `target` over real HTTP.
let source: TestApp
let target: TestApp
let author: TestPlayer
let importer: TestPlayer
let token: string

const rowCount = async (t: TestApp, playerId: number) =>
  (await t.db.query('SELECT 1 FROM deck WHERE player_id = $1', [playerId])).length

beforeAll(async () => {
  // A small page size, so the import has to page with from_date.
  source = await startTestApp({ cardData: true, config: { exportsPerRequest: 3 } })
  target = await startTestApp({ cardData: true, config: { importApiUrl: source.url } })
  author = await createPlayer(source)
  importer = await createPlayer(target)
  token = await exportToken(source, author)

  const guardian = await saveDeck(source, author.token, {
    tutor_map: { 'root-armor': 'mist-typhoon' },
  })
  await snapshotDeck(source, author.token, guardian.id) // public
  await snapshotDeck(source, author.token, guardian.id, { is_public: false, title: 'Private' })
  const rains = await saveDeck(source, author.token, {
    title: 'Rainy',
    is_red_rains: true,
    dice: [{ name: 'charm', count: 10 }],
  })
  await snapshotDeck(source, author.token, rains.id, { is_public: false })
  // A clone writes the clone and its "Source:" snapshot in one transaction.
  expect((await source.get(`/v2/decks/${guardian.id}/clone`, { token: author.token })).status).toBe(
    200,
  )
  const gone = await saveDeck(source, author.token, { title: 'Gone' })
  await snapshotDeck(source, author.token, gone.id, { is_public: false })
  expect(
    (await source.request('DELETE', `/v2/decks/${gone.id}`, { token: author.token })).status,
  ).toBe(204)
})
afterAll(async () => {
  await Promise.all([source?.close(), target?.close()])
})

describe('deck export and import between instances', () => {
  it('exports pages of live rows with their snapshots, oldest first, without marking them', async () => {
    const decks = await wholeExport(source, token)
    expect(decks.map((deck) => deck.title)).toEqual([
      'Mist Guardian',
      'Mist Guardian',
      'Private',
      'Rainy',
      'Rainy',
      'Copy of Mist Guardian',
      'Source: Mist Guardian',
    ])
    expect(new Set(decks.map((deck) => deck.created)).size).toBe(7)
    expect(decks[0]?.created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/)
    expect(decks[1]).toMatchObject({ is_public: true, source_created: decks[0]?.created })
    expect(decks[0]).toMatchObject({ tutor_map: { 'root-armor': 'mist-typhoon' } })
    // No ids, owners, share UUIDs or card releases leave the instance.
    expect(JSON.stringify(decks)).not.toMatch(/"(id|entity_id|user|direct_share_uuid|release)":/)
    expect(await wholeExport(source, token)).toHaveLength(7)
  })

  it('limits an export to one deck and its snapshots by share UUID', async () => {
    const [row] = await source.db.query<{ uuid: string }>(
      `SELECT direct_share_uuid::text AS uuid FROM deck WHERE player_id = $1 AND is_public`,
      [author.id],
    )
    const { body } = await source.get(`/v2/decks/export/${token}?deck_share_uuid=${row?.uuid}`)
    expect(body.decks.map((deck: { title: string }) => deck.title)).toEqual([
      'Mist Guardian',
      'Mist Guardian',
      'Private',
    ])
    const missing = await source.get(`/v2/decks/export/${token}?deck_share_uuid=${randomUUID()}`)
    expect(missing.body.detail).toBe('Current user does not have a deck with this share UUID.')
  })

  it('imports every deck with cards, dice, snapshots and links, and marks them exported', async () => {
    const exported = await wholeExport(source, token)
    const answers = await importAll(target, importer, token)
    expect(answers.map((answer) => answer.success_count)).toEqual([3, 3, 1])
    expect(answers[0]).toMatchObject({ total_count: 7, errors: [] })
    expect(await rowCount(target, importer.id)).toBe(7)
    // The importer's own export from the target equals what left the source, links included.
    expect(await wholeExport(target, await exportToken(target, importer))).toEqual(exported)
    expect((await source.get(`/v2/decks/export/${token}`)).body.total).toBe(0)
    const published = await target.get(`/v2/decks?player=${importer.badge}`)
    expect(published.body.results.map((deck: { title: string }) => deck.title)).toEqual([
      'Mist Guardian',
    ])
  })

  it('updates instead of duplicating when decks are imported again', async () => {
    const [guardian] = await source.db.query<{ id: number }>(
      `SELECT id FROM deck WHERE player_id = $1 AND NOT is_snapshot ORDER BY created LIMIT 1`,
      [author.id],
    )
    await saveDeck(source, author.token, { id: guardian?.id, title: 'Renamed', dice: [] })
    const [edit] = await importAll(target, importer, token)
    expect(edit).toMatchObject({ success_count: 1, total_count: 1 })
    await source.db.query('UPDATE deck SET is_exported = false WHERE player_id = $1', [author.id])
    const exported = await wholeExport(source, token)
    const answers = await importAll(target, importer, token)
    expect(answers.reduce((sum, answer) => sum + answer.success_count, 0)).toBe(7)
    expect(await rowCount(target, importer.id)).toBe(7)
    const mirrored = await wholeExport(target, await exportToken(target, importer))
    expect(mirrored).toEqual(exported)
    expect(mirrored[0]).toMatchObject({ title: 'Renamed', dice: [] })
  })

  it('answers bad tokens and misuse with clear texts', async () => {
    const unknown = await target.get(`/v2/decks/import/${randomUUID()}`, { token: importer.token })
    expect(unknown.status).toBe(400)
    expect(unknown.body.detail).toBe(
      'Source API responded with error: No user matching export token.',
    )
    const malformed = await target.get('/v2/decks/import/not-a-token', { token: importer.token })
    expect(malformed.status).toBe(422)
    expect(malformed.body.detail[0].loc).toEqual(['path', 'export_token'])
    expect((await target.get(`/v2/decks/import/${token}`)).status).toBe(401)
    const loggedIn = await source.get(`/v2/decks/export/${token}`, { token: author.token })
    expect(loggedIn.status).toBe(401)
    expect(loggedIn.body.detail).toBe('You are already logged in as a registered user.')
    expect((await source.get(`/v2/decks/export/${randomUUID()}`)).body.detail).toBe(
      'No user matching export token.',
    )
    expect((await source.get(`/v2/decks/export/${token}?from_date=2025-02-30`)).status).toBe(422)
    const mark = (body: unknown) => source.request('POST', `/v2/decks/export/${token}`, { body })
    expect((await mark([])).body.detail).toBe(
      'You must pass one or more created dates for decks that were successfully imported.',
    )
    expect((await mark(Array(4).fill('2025-01-01T00:00:00Z'))).body.detail).toBe(
      'You cannot mark more than 3 decks as successfully imported at once.',
    )
  })
})

describe('importing from a source that misbehaves', () => {
  let fake: FakeSource
  let viaFake: TestApp
  beforeAll(async () => {
    fake = await startFakeSource()
    viaFake = await startTestApp({ sameDatabaseAs: target, config: { importApiUrl: fake.url } })
  })
  afterAll(async () => {
    await viaFake?.close()
    await fake?.close()
  })
  const pull = () => viaFake.get(`/v2/decks/import/${token}`, { token: importer.token })

  it('stores the decks it can and reports the others', async () => {
    // Its `created` with microseconds, as an instance writes it (api-decks): the mark sends it back.
    const created = '2020-01-02T03:04:05.123456Z'
    const deck = {
      ...remoteDeck('Fake', [{ name: 'Root Armor', stub: 'root-armor', count: 3 }]),
      created,
      modified: created,
    }
    const decks = [
      deck,
      { ...deck, title: 'Odd card', cards: [{ name: 'Nowhere', stub: 'nowhere', count: 1 }] },
      { ...deck, title: 'No hero', phoenixborn: { name: 'Nobody', stub: 'nobody' } },
      { title: 'Broken', created: 'yesterday' },
    ]
    fake.answer = {
      status: 200,
      body: JSON.stringify({ total: 4, next_page_from_date: null, decks }),
    }
    const before = await rowCount(target, importer.id)
    const { status, body } = await pull()
    expect(status).toBe(200)
    expect(body).toEqual({
      success_count: 1,
      total_count: 4,
      next_page_from_date: null,
      errors: [
        "Deck 'Odd card' failed to import; missing card Nowhere.",
        "Deck 'No hero' failed to import; missing Phoenixborn Nobody.",
        "Deck 'Broken' failed to import; it is not in a format this site reads.",
      ],
    })
    expect(fake.marked).toEqual([[deck.created]])
    expect(await rowCount(target, importer.id)).toBe(before + 1)
  })

  it('turns error statuses, garbled answers and lost connections into 400 texts', async () => {
    fake.answer = { status: 500, body: 'oops' }
    expect((await pull()).body).toEqual({
      detail: 'Source API responded with error: 500 Internal Server Error',
    })
    fake.answer = { status: 200, body: '<html>not an export</html>' }
    const garbled = await pull()
    expect(garbled.status).toBe(400)
    expect(garbled.body.detail).toBe(
      `Source API at ${fake.url} sent an answer this site cannot read.`,
    )
    await fake.close()
    const lost = await pull()
    expect(lost.status).toBe(400)
    expect(lost.body.detail).toBe(`Unable to connect to source API at ${fake.url}`)
  })
})
