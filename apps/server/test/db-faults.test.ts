import type { Db } from '@ashes/runtime'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { openAdminDb, testDbKind } from './support/database.ts'
import { MIST_GUARDIAN, STORED_CARDS, saveDeck } from './support/decks.ts'
import { eventually } from './support/eventually.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

// Two whole versions of one deck: anything else in the database is a half-written save.
const FULL = { title: 'Full', cards: MIST_GUARDIAN.cards, first_five: MIST_GUARDIAN.first_five }
const HALF = {
  title: 'Half',
  cards: MIST_GUARDIAN.cards.slice(0, 5).map(({ stub }) => ({ stub, count: 2 })),
  first_five: [],
}
const SHAPES: Record<string, { rows: number; copies: number }> = {
  Full: { rows: 10, copies: 30 },
  Half: { rows: 5, copies: 10 },
}
const WORKERS = 4
const SAVES_PER_WORKER = 20

let t: TestApp
let owner: TestPlayer
// The killing connection is named apart from the app's, so it never ends itself.
let admin: Db
let schema: string

/** Terminates every backend of this test's app (pool and listening connection), none other. */
async function terminateAppBackends(): Promise<number> {
  const rows = await admin.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity
     WHERE application_name IN ($1, $2) AND pg_terminate_backend(pid, 5000)`,
    [`ashes-${schema}`, `ashes-listen-${schema}`],
  )
  return rows.length
}

describe.skipIf(testDbKind !== 'postgres')('The server on PostgreSQL', () => {
  beforeAll(async () => {
    t = await startTestApp({ cardData: true })
    owner = await createPlayer(t)
    const [row] = await t.db.query<{ schema: string }>('SELECT current_schema() AS schema')
    schema = row?.schema ?? ''
    admin = openAdminDb()
  })
  afterAll(async () => {
    await admin?.close()
    await t?.close()
  })

  it('keeps serving when its connections are terminated during saves, and no deck is half-written', async () => {
    const deckIds = await Promise.all(
      Array.from({ length: WORKERS }, async () => (await saveDeck(t, owner.token, FULL)).id),
    )
    const statuses: number[] = []
    const failures: unknown[] = []
    let terminated = 0
    await Promise.all(
      deckIds.map(async (id) => {
        for (let i = 0; i < SAVES_PER_WORKER; i++) {
          const saving = t.request('PUT', '/v2/decks', {
            token: owner.token,
            body: { ...MIST_GUARDIAN, id, ...(i % 2 ? HALF : FULL) },
          })
          if (i % 2) terminated += await terminateAppBackends()
          const response = await saving
          statuses.push(response.status)
          if (response.status !== 200) failures.push(response.body)
        }
      }),
    )
    expect(terminated).toBeGreaterThan(0)
    // Only the saves caught in flight fail, and they fail cleanly.
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([])
    for (const body of failures) expect(body).toEqual({ detail: expect.any(String) })

    for (const id of deckIds) {
      const saved = await t.request('PUT', '/v2/decks', {
        token: owner.token,
        body: { ...MIST_GUARDIAN, id, ...HALF },
      })
      expect(saved.status).toBe(200)
    }
    const decks = await t.db.query<{ title: string; rows: number; copies: number }>(
      `SELECT d.title, count(stored.card_id) AS rows, coalesce(sum(stored.count), 0) AS copies
       FROM deck d LEFT JOIN ${STORED_CARDS} ON true
       WHERE d.player_id = $1 GROUP BY d.id`,
      [owner.id],
    )
    expect(decks.length).toBeGreaterThanOrEqual(WORKERS)
    for (const deck of decks)
      expect(SHAPES[deck.title]).toEqual({ rows: deck.rows, copies: deck.copies })

    // The listening connection came back by itself.
    const listeners = () =>
      admin
        .query<{ n: number }>(
          'SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1',
          [`ashes-listen-${schema}`],
        )
        .then(([row]) => row?.n)
    expect(await eventually(listeners, 1)).toBe(1)
  })
})
