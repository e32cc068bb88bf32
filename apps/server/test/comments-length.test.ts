import { COMMENT_MAX_LENGTH } from '@ashes/game'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { publishedDeck } from './support/decks.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

let t: TestApp
let author: TestPlayer
let admin: TestPlayer
let entity: number

beforeAll(async () => {
  t = await startTestApp({ cardData: true })
  author = await createPlayer(t)
  admin = await createPlayer(t, { admin: true })
  entity = (await publishedDeck(t, author.token)).deck.entity_id
})
afterAll(() => t.close())

const longest = '[[Root Armor]] '.repeat(COMMENT_MAX_LENGTH).slice(0, COMMENT_MAX_LENGTH)
const tooLong = `${longest}x`
const post = (text: string) =>
  t.request('POST', `/v2/comments/${entity}`, { token: author.token, body: { text } })
const tooLongError = (field: string) => ({
  detail: [
    {
      loc: ['body', field],
      msg: `String should have at most ${COMMENT_MAX_LENGTH} characters`,
      type: 'string_too_long',
    },
  ],
})

describe('comment length', () => {
  it(`posts comments of up to ${COMMENT_MAX_LENGTH} characters and refuses longer ones with a 422 that says the limit`, async () => {
    expect((await post(longest)).status).toBe(201)
    const refused = await post(tooLong)
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject(tooLongError('text'))
    const { body } = await t.get(`/v2/comments/${entity}`)
    expect(body.results.map((c: { text: string }) => c.text.length)).toEqual([COMMENT_MAX_LENGTH])
  })

  it('holds edits, by the author or a moderator, to the same limit', async () => {
    await post('Short')
    const { body } = await t.get(`/v2/comments/${entity}?order=desc`)
    const path = `/v2/comment/${body.results[0].entity_id}`
    const edit = (token: string, text: string, notes?: string) =>
      t.request('PATCH', path, { token, body: { text, moderation_notes: notes } })
    const refused = await edit(author.token, tooLong)
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject(tooLongError('text'))
    expect((await edit(admin.token, tooLong, 'Trim')).status).toBe(422)
    expect((await edit(author.token, longest)).body.text).toBe(longest)
  })
})
