import { createHmac } from 'node:crypto'
import type { Queryable } from '@ashes/runtime'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signToken } from '../src/modules/auth/tokens.ts'
import { switchOver } from '../src/modules/switch-over/import.ts'
import { rowsWritten } from '../src/modules/switch-over/report.ts'
import { startTestApp, type TestApp } from './support/app.ts'
import {
  referenceComments,
  referenceListing,
  referenceSelections,
  type SourceDeckRow,
  sourceDecks,
} from './support/ashes-live-reference.ts'
import { SOURCE_PASSWORDS, seedSource } from './support/ashes-live-seed.ts'
import { createSourceDb, type SourceDb } from './support/ashes-live-source.ts'
import { createTestDb } from './support/database.ts'

// The switch-over's proof (issue 52 item 4): a source in the Ashes.live schema, seeded with every
// kind of row, imported; then every player, deck, snapshot, comment list and subscription is asked
// of our /v2 API and the answer compared, field by field, with what the reference documents the
// source answers (support/ashes-live-reference.ts computes that from the source's tables).
let source: SourceDb
let src: Queryable
let t: TestApp
let decks: SourceDeckRow[]

beforeAll(async () => {
  const ours = await createTestDb({ cardData: true })
  source = await createSourceDb()
  src = source.db
  await seedSource(source.db, ours.db)
  await switchOver(source.db, ours.db)
  t = await startTestApp({ testDb: ours })
  decks = await sourceDecks(src)
})
afterAll(async () => {
  await t?.close()
  await source?.dispose()
})

/** Our answer's fields that the reference's answer has (ours may add its own). */
const sameFields = (ours: Record<string, unknown>, reference: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(reference).map((key) => [key, ours[key]]))

/**
 * A subscription that has seen nothing is reported as 1, not the reference's null: our one
 * chosen difference (subscriptions/subscription-rows.ts), so a client never reads it as none.
 */
const reported = (seen: number | null) => seen ?? 1

const tokenOf = (badge: string) => signToken(t.config.secretKey, badge, 3600)

describe('after the switch-over, our API answers as the old site did', () => {
  it('each player: the public profile (api-core 3.7) and the old password logs in (2.1)', async () => {
    const players = await src.query<Record<string, unknown> & { id: number; badge: string }>(
      `SELECT id, username, badge, description, email, is_banned, newsletter_opt_in,
         email_subscriptions, exclude_subscriptions, colorize_icons, is_admin FROM "user"`,
    )
    for (const p of players) {
      const profile = await t.get(`/v2/players/${encodeURIComponent(p.badge)}`)
      const login = await t.request('POST', '/v2/token', {
        form: { username: String(p.email), password: SOURCE_PASSWORDS[p.badge] ?? '' },
      })
      if (p.is_banned) {
        expect(profile.status).toBe(404)
        expect(login.status).toBe(403)
        continue
      }
      expect(profile.body).toEqual({
        username: p.username,
        badge: p.badge,
        description: p.description,
      })
      expect(login.status).toBe(200)
      // UserSelf (3.3) but its reset_uuid: pending reset links are not carried.
      const { id, is_banned, ...self } = p
      expect(login.body.user).toEqual(self)
      const [stored] = await t.db.query<{ password_hash: string }>(
        'SELECT password_hash FROM player WHERE id = $1',
        [id],
      )
      expect(stored?.password_hash).toMatch(/^\$argon2id\$/)
    }
  })

  it("each player's owned releases (api-core 5.2)", async () => {
    const players = await src.query<{ id: number; badge: string }>(
      'SELECT id, badge FROM "user" WHERE NOT is_banned',
    )
    for (const p of players) {
      const reference = await src.query(
        `SELECT r.name, r.stub, r.is_legacy,
           EXISTS (SELECT 1 FROM user_release m WHERE m.user_id = $1 AND m.release_id = r.id) AS is_mine
         FROM releases r WHERE r.is_public AND NOT r.is_legacy ORDER BY r.id`,
        [p.id],
      )
      const res = await t.get('/v2/releases', { token: tokenOf(p.badge) })
      expect(res.body).toEqual(reference)
    }
  })

  it('each deck and snapshot by its share link (api-decks 4.3)', async () => {
    for (const deck of decks) {
      const res = await t.get(`/v2/decks/shared/${deck.direct_share_uuid}`)
      if (deck.is_deleted) {
        expect(res.status).toBe(404)
        continue
      }
      const reference = {
        ...(await referenceListing(src, deck)),
        ...(await referenceSelections(src, deck)),
        direct_share_uuid: deck.direct_share_uuid,
        is_legacy: deck.is_legacy ? true : null,
        is_saved: null,
        comments_entity_id: null,
      }
      expect(sameFields(res.body, reference), `deck ${deck.id}`).toEqual(reference)
    }
  })

  it('each deck page (4.4) and snapshot history (4.7), as a visitor sees them', async () => {
    for (const deck of decks) {
      const res = await t.get(`/v2/decks/${deck.id}`)
      const history = await t.get(`/v2/decks/${deck.id}/snapshots`)
      const shown = deck.is_snapshot
        ? deck
        : decks
            .filter((s) => s.source_id === deck.id && s.is_snapshot && s.is_public && !s.is_deleted)
            .sort((a, b) =>
              a.created < b.created ? 1 : a.created > b.created ? -1 : b.id - a.id,
            )[0]
      if (deck.is_deleted || !shown) {
        expect(res.status, `deck ${deck.id}`).toBe(404)
      } else if (!shown.is_public) {
        expect(res.status).toBe(403)
      } else {
        const reference = {
          ...(await referenceListing(src, shown)),
          ...(await referenceSelections(src, shown)),
          direct_share_uuid: shown.direct_share_uuid,
          comments_entity_id:
            decks.find((d) => d.id === shown.source_id)?.entity_id ?? shown.entity_id,
        }
        expect(sameFields(res.body.deck, reference), `deck ${deck.id}`).toEqual(reference)
      }
      if (deck.is_snapshot || deck.is_deleted) {
        expect(history.status).toBe(404)
        continue
      }
      const snapshots = decks
        .filter((s) => s.source_id === deck.id && s.is_snapshot && s.is_public && !s.is_deleted)
        .sort((a, b) => (a.created < b.created ? 1 : -1))
      const reference = await Promise.all(snapshots.map((s) => referenceListing(src, s)))
      expect(history.body.count).toBe(reference.length)
      history.body.results.forEach((item: Record<string, unknown>, i: number) => {
        expect(sameFields(item, reference[i] ?? {})).toEqual(reference[i])
      })
    }
  })

  it('the public listings, one latest public snapshot a deck (4.1)', async () => {
    const latest = (legacy: boolean, redRains: boolean) =>
      decks
        .filter((s) => s.is_snapshot && s.is_public && !s.is_deleted)
        .filter((s) => s.is_legacy === legacy && s.is_red_rains === redRains)
        .filter(
          (s, _, all) =>
            !all.some(
              (n) =>
                n.source_id === s.source_id &&
                s.source_id !== null &&
                (n.created > s.created || (n.created === s.created && n.id > s.id)),
            ),
        )
        .sort((a, b) => (a.created < b.created ? 1 : -1))
    for (const [legacy, redRains] of [
      [false, false],
      [false, true],
      [true, false],
    ] as const) {
      const res = await t.get(`/v2/decks?show_legacy=${legacy}&show_red_rains=${redRains}`)
      const reference = await Promise.all(
        latest(legacy, redRains).map((s) => referenceListing(src, s)),
      )
      expect(reference.length).toBeGreaterThan(0)
      expect(res.body.count).toBe(reference.length)
      expect(
        res.body.results.map((item: Record<string, unknown>, i: number) =>
          sameFields(item, reference[i] ?? {}),
        ),
      ).toEqual(reference)
    }
  })

  it('each comment thread, with its numbering, edits, deletions and moderation (6.1)', async () => {
    const threads = await src.query<{ e: number }>(
      'SELECT DISTINCT source_entity_id AS e FROM comment',
    )
    expect(threads.length).toBeGreaterThan(1)
    for (const { e } of threads) {
      const res = await t.get(`/v2/comments/${e}`)
      const reference = await referenceComments(src, e)
      expect(res.body.count).toBe(reference.length)
      expect(res.body.results).toEqual(reference)
    }
  })

  it("each subscription's last-seen position, on its deck's page or its card's (7.5)", async () => {
    const subscriptions = await src.query<{ badge: string; e: number; seen: number | null }>(
      `SELECT u.badge, s.source_entity_id AS e, s.last_seen_entity_id AS seen
       FROM subscription s JOIN "user" u ON u.id = s.user_id`,
    )
    for (const s of subscriptions) {
      const token = tokenOf(s.badge)
      const deck = decks.find((d) => d.entity_id === s.e)
      if (deck) {
        const res = await t.get(`/v2/decks/${deck.id}`, { token })
        expect(res.body).toHaveProperty('last_seen_entity_id', reported(s.seen))
        continue
      }
      const [card] = await src.query<{ stub: string }>(
        'SELECT stub FROM card WHERE entity_id = $1',
        [s.e],
      )
      const res = await t.get(`/v2/cards/${card?.stub}/details`, { token })
      expect(res.body).toMatchObject({ entity_id: s.e, last_seen_entity_id: reported(s.seen) })
    }
  })

  // docs/switch-over.md: given the old site's SECRET_KEY, the old site's tokens keep working.
  it('a token the old site signed (api-core 1) logs its player in, unless it was revoked there', async () => {
    const oldToken = (jti: string) => {
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
      const now = Math.floor(Date.now() / 1000)
      const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '0aa!', jti, iat: now - 60, exp: now + 3600 })}`
      const signature = createHmac('sha256', t.config.secretKey).update(body).digest('base64url')
      return `${body}.${signature}`
    }
    const live = await t.get('/v2/players/me', {
      token: oldToken('a1b2c3d4e5f64789a0b1c2d3e4f5a6b7'),
    })
    expect(live.status).toBe(200)
    expect(live.body.badge).toBe('0aa!')
    const revoked = await t.get('/v2/players/me', {
      token: oldToken('11111111222243338444555555555555'),
    })
    expect(revoked.status).toBe(401)
  })

  it('a second run changes nothing', async () => {
    const report = await switchOver(source.db, t.db)
    expect(rowsWritten(report)).toBe(0)
  })
})
