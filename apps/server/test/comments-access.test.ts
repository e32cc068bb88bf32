import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { publishedDeck, saveDeck, snapshotDeck } from './support/decks.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

/**
 * A deck's comments and subscriptions follow the deck: whoever may not see the deck gets the
 * answers of a thread that does not exist, so a guessed entity id reveals nothing.
 */
type Who = 'anonymous' | 'other' | 'owner' | 'admin'
type State = 'published' | 'unpublished' | 'privateSave' | 'deleted'
const WHO: Who[] = ['anonymous', 'other', 'owner', 'admin']
const STATES: State[] = ['published', 'unpublished', 'privateSave', 'deleted']

let t: TestApp
const players = {} as Record<Exclude<Who, 'anonymous'>, TestPlayer>
const token = (who: Who) => (who === 'anonymous' ? undefined : players[who].token)
/** Each state's thread, with a comment by `other` (posted while published) and one by `owner`. */
const threads = {} as Record<State, { entity: number; byOther?: number; byOwner: number }>
let privateSnapshotEntity: number

const post = (entity: number, who: Who, text = 'Hello') =>
  t.request('POST', `/v2/comments/${entity}`, { token: token(who), body: { text } })
const listOf = async (entity: number) =>
  (await t.get(`/v2/comments/${entity}`, { token: players.owner.token })).body.results as {
    entity_id: number
  }[]

beforeAll(async () => {
  t = await startTestApp({ cardData: true })
  players.owner = await createPlayer(t)
  players.other = await createPlayer(t)
  players.admin = await createPlayer(t, { admin: true })
  const owner = players.owner.token
  const commented = async () => {
    const { deck, snapshotId } = await publishedDeck(t, owner)
    await post(deck.entity_id, 'other', 'From other')
    await post(deck.entity_id, 'owner', 'From owner')
    const [byOther, byOwner] = (await listOf(deck.entity_id)).map((c) => c.entity_id)
    return { deck, snapshotId, thread: { entity: deck.entity_id, byOther, byOwner: byOwner ?? 0 } }
  }
  threads.published = (await commented()).thread
  const unpublished = await commented()
  await t.request('DELETE', `/v2/decks/${unpublished.snapshotId}`, { token: owner })
  threads.unpublished = unpublished.thread
  const deleted = await commented()
  await t.request('DELETE', `/v2/decks/${deleted.deck.id}`, { token: owner })
  threads.deleted = deleted.thread
  const save = await saveDeck(t, owner, { title: 'Never published' })
  await post(save.entity_id, 'owner', 'Note to self')
  threads.privateSave = {
    entity: save.entity_id,
    byOwner: (await listOf(save.entity_id))[0]?.entity_id ?? 0,
  }
  const snapshotId = await snapshotDeck(t, owner, save.id, { is_public: false })
  const [row] = await t.db.query<{ entity_id: number }>(
    'SELECT entity_id FROM deck WHERE id = $1',
    [snapshotId],
  )
  privateSnapshotEntity = row?.entity_id ?? 0
})
afterAll(() => t.close())

/**
 * Runs one request per caller class, one after another in WHO order, and returns the statuses:
 * at once, an admin's moderation could land before `other` edits the same comment (then 400).
 */
async function statuses(send: (who: Who) => Promise<{ status: number }>): Promise<number[]> {
  const answered: number[] = []
  for (const who of WHO) answered.push((await send(who)).status)
  return answered
}

describe('comments of a deck follow the deck', () => {
  const READ: Record<State, number[]> = {
    published: [2, 2, 2, 2],
    unpublished: [0, 0, 2, 0],
    privateSave: [0, 0, 1, 0],
    deleted: [0, 0, 0, 0],
  }
  it('reads a thread only where the deck may be seen; elsewhere it is an empty page', async () => {
    for (const state of STATES) {
      const counts = await Promise.all(
        WHO.map(async (who) => {
          const { body } = await t.get(`/v2/comments/${threads[state].entity}`, {
            token: token(who),
          })
          expect(body.results).toHaveLength(body.count)
          return body.count
        }),
      )
      expect(counts, state).toEqual(READ[state])
    }
  })

  const WRITE: Record<State, number[]> = {
    published: [401, 201, 201, 201],
    unpublished: [401, 404, 201, 404],
    privateSave: [401, 404, 201, 404],
    deleted: [401, 404, 404, 404],
  }
  it('posts only where the deck may be seen, answering 404 as for a missing deck', async () => {
    for (const state of STATES) {
      const entity = threads[state].entity
      expect(await statuses((who) => post(entity, who)), state).toEqual(WRITE[state])
      expect((await post(entity, 'admin')).body.detail ?? '').toMatch(
        state === 'published' ? '' : 'No valid resource found to comment on.',
      )
    }
    // Refusing a private snapshot as a snapshot would tell a stranger it exists.
    expect(await statuses((who) => post(privateSnapshotEntity, who))).toEqual([401, 404, 400, 404])
  })

  const EDIT: Record<State, number[]> = {
    published: [401, 200, 200, 200],
    unpublished: [401, 404, 200, 404],
    privateSave: [401, 404, 200, 404],
    deleted: [401, 404, 404, 404],
  }
  it('edits and deletes comments only where the deck may be seen', async () => {
    for (const state of STATES) {
      const { byOther, byOwner } = threads[state]
      // Each caller edits what it could edit on a published deck: its own comment, or (the
      // admin) someone else's with notes; without a comment by `other`, the owner's.
      const edit = (who: Who) =>
        t.request('PATCH', `/v2/comment/${who === 'owner' ? byOwner : (byOther ?? byOwner)}`, {
          token: token(who),
          body: { text: `Edited by ${who}`, moderation_notes: who === 'admin' ? 'Tidy' : null },
        })
      const expected = EDIT[state].map((status, i) =>
        // With no comment of its own there, `other` meets the owner's: forbidden when visible.
        byOther === undefined && WHO[i] === 'other' && status === 200 ? 403 : status,
      )
      expect(await statuses(edit), state).toEqual(expected)
      if (state !== 'published') {
        const hidden = await edit('admin')
        expect(hidden.body).toEqual({ detail: 'No such comment found.' })
      }
    }
    const hidden = threads.unpublished.byOther ?? 0
    const remove = (who: Who) => t.request('DELETE', `/v2/comment/${hidden}`, { token: token(who) })
    expect((await remove('owner')).status).toBe(403)
    expect(await statuses(remove)).toEqual([401, 404, 403, 404])
    // Deleted or not, a hidden comment is not there for its author.
    await t.db.query('UPDATE comment SET is_deleted = true WHERE entity_id = $1', [hidden])
    expect((await remove('other')).body).toEqual({ detail: 'No such comment found.' })
  })
})

describe('subscriptions to a deck follow the deck', () => {
  const SUBSCRIBE: Record<State, number[]> = {
    published: [401, 201, 201, 201],
    unpublished: [401, 404, 201, 404],
    privateSave: [401, 404, 201, 404],
    deleted: [401, 404, 404, 404],
  }
  it('subscribes only where the deck may be seen', async () => {
    for (const state of STATES) {
      const path = `/v2/subscription/${threads[state].entity}`
      const subscribe = (who: Who) => t.request('POST', path, { token: token(who) })
      expect(await statuses(subscribe), state).toEqual(SUBSCRIBE[state])
      if (state !== 'published')
        expect((await subscribe('admin')).body).toEqual({
          detail: 'No valid resource found to subscribe to.',
        })
    }
    const snapshot = `/v2/subscription/${privateSnapshotEntity}`
    expect(await statuses((who) => t.request('POST', snapshot, { token: token(who) }))).toEqual([
      401, 404, 400, 404,
    ])
  })

  it('no longer moves the mark of a subscriber once the deck is hidden from them', async () => {
    // `other` was subscribed by posting while the deck was published.
    const path = `/v2/subscription/${threads.unpublished.entity}`
    const moved = await t.request('PATCH', path, {
      token: players.other.token,
      body: { last_seen_entity_id: threads.unpublished.byOwner },
    })
    expect(moved).toMatchObject({
      status: 404,
      body: { detail: 'You are not subscribed to this content.' },
    })
    const own = await t.request('PATCH', path, {
      token: players.owner.token,
      body: { last_seen_entity_id: threads.unpublished.byOwner },
    })
    expect(own.body).toEqual({ detail: 'Subscription updated!' })
  })
})
