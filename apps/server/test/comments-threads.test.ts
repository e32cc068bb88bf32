import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { publishedDeck } from './support/decks.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

let t: TestApp
let author: TestPlayer
let reader: TestPlayer
let admin: TestPlayer
let cardEntity: number

const post = (entity: number, text: string, token = author.token) =>
  t.request('POST', `/v2/comments/${entity}`, { token, body: { text } })
const thread = async (entity: number, query = '', token?: string) =>
  (await t.get(`/v2/comments/${entity}${query}`, token ? { token } : {})).body

beforeAll(async () => {
  t = await startTestApp({ cardData: true })
  author = await createPlayer(t)
  reader = await createPlayer(t)
  admin = await createPlayer(t, { admin: true })
  cardEntity = (await t.get('/v2/cards/root-armor/details')).body.entity_id
})
afterAll(() => t.close())

describe('comments', () => {
  it('posts on a card, numbered in order, stored as written, with the card version', async () => {
    const posted = await post(cardEntity, '  <b>First</b> [[Root Armor]]  ')
    expect(posted).toMatchObject({ status: 201, body: { detail: 'Comment successfully posted!' } })
    await post(cardEntity, 'Second', reader.token)
    const body = await thread(cardEntity)
    expect(body.results.map((c: { text: string }) => c.text)).toEqual([
      '  <b>First</b> [[Root Armor]]  ',
      'Second',
    ])
    expect(body.results.map((c: { ordering_increment: number }) => c.ordering_increment)).toEqual([
      1, 2,
    ])
    expect(body.results[0]).toMatchObject({
      source_entity_id: cardEntity,
      source_version: 1,
      is_deleted: false,
    })
    expect((await thread(cardEntity, '?order=desc')).results[0].text).toBe('Second')
  })

  it('attaches deck comments to the source deck, refusing snapshots, legacy and blank text', async () => {
    const { deck, snapshotId } = await publishedDeck(t, author.token)
    expect((await post(deck.entity_id, 'Nice deck', reader.token)).status).toBe(201)
    const details = await t.get(`/v2/decks/${deck.id}`, { token: reader.token })
    expect(details.body.deck.comments_entity_id).toBe(deck.entity_id)
    const [snap] = await t.db.query<{ entity_id: number }>(
      'SELECT entity_id FROM deck WHERE id = $1',
      [snapshotId],
    )
    expect((await post(snap?.entity_id ?? 0, 'x')).body.detail).toBe(
      'You cannot comment on snapshots.',
    )
    expect((await post(deck.entity_id, '   ')).body.detail).toBe('You cannot post blank comments.')
    expect((await post(99999999, 'x')).body.detail).toBe('No valid resource found to comment on.')
    const [legacy] = await t.db.query<{ entity_id: number }>(
      'SELECT entity_id FROM card WHERE is_legacy LIMIT 1',
    )
    expect((await post(legacy?.entity_id ?? 0, 'x')).body.detail).toBe(
      'Commenting on legacy decks and cards is not allowed.',
    )
    expect(
      (await t.request('POST', `/v2/comments/${deck.entity_id}`, { body: { text: 'x' } })).status,
    ).toBe(401)
  })

  it('posting subscribes the poster up to their comment and adds a stream row', async () => {
    const { deck } = await publishedDeck(t, author.token)
    await post(deck.entity_id, 'Hello', reader.token)
    const [comment] = (await thread(deck.entity_id)).results
    const details = await t.get(`/v2/decks/${deck.id}`, { token: reader.token })
    expect(details.body.last_seen_entity_id).toBe(comment.entity_id)
    const stream = await t.db.query(`SELECT entity_type FROM stream WHERE entity_id = $1`, [
      comment.entity_id,
    ])
    expect(stream).toEqual([{ entity_type: 'comment' }])
  })

  it('lets only the author edit, or an admin with moderation notes', async () => {
    const { deck } = await publishedDeck(t, author.token)
    await post(deck.entity_id, 'Original')
    const [comment] = (await thread(deck.entity_id)).results
    const path = `/v2/comment/${comment.entity_id}`
    const edited = await t.request('PATCH', path, { token: author.token, body: { text: 'Edited' } })
    expect(edited.body).toMatchObject({ text: 'Edited', is_moderated: false })
    const stranger = await t.request('PATCH', path, { token: reader.token, body: { text: 'x' } })
    expect(stranger).toMatchObject({
      status: 403,
      body: { detail: 'You may only edit your own comments.' },
    })
    const bare = await t.request('PATCH', path, { token: admin.token, body: { text: 'x' } })
    expect(bare.body.detail).toBe(
      "You must include moderation notes when editing other users' comments.",
    )
    const moderated = await t.request('PATCH', path, {
      token: admin.token,
      body: { text: 'Kind words', moderation_notes: 'Be nice' },
    })
    expect(moderated.body).toMatchObject({ text: 'Kind words', is_moderated: true })
    const locked = await t.request('PATCH', path, { token: author.token, body: { text: 'Again' } })
    expect(locked.body.detail).toBe('This comment has been moderated and cannot be modified.')
  })

  it('deletes softly: the slot stays, its text hidden from all but admins', async () => {
    const { deck } = await publishedDeck(t, author.token)
    await post(deck.entity_id, 'Regret')
    const [comment] = (await thread(deck.entity_id)).results
    const path = `/v2/comment/${comment.entity_id}`
    expect((await t.request('DELETE', path, { token: reader.token })).status).toBe(403)
    const adminBare = await t.request('DELETE', path, { token: admin.token })
    expect(adminBare.body.detail).toBe(
      "You must include moderation notes when deleting other users' comments.",
    )
    expect((await t.request('DELETE', path, { token: author.token })).status).toBe(204)
    expect((await t.request('DELETE', path, { token: reader.token })).status).toBe(204)
    expect((await thread(deck.entity_id)).results[0]).toMatchObject({
      is_deleted: true,
      text: null,
    })
    expect((await thread(deck.entity_id, '', admin.token)).results[0].text).toBe('Regret')
    const edit = await t.request('PATCH', path, { token: author.token, body: { text: 'x' } })
    expect(edit.body.detail).toBe('You cannot edit deleted comments.')
    await post(deck.entity_id, 'Next')
    expect((await thread(deck.entity_id)).results[1].ordering_increment).toBe(2)
  })

  it('answers an empty page for an unknown entity and 404 for an unknown comment', async () => {
    expect((await thread(123456789)).count).toBe(0)
    const missing = await t.request('PATCH', '/v2/comment/99999999', {
      token: author.token,
      body: { text: 'x' },
    })
    expect(missing.body.detail).toBe('No such comment found.')
  })
})
