import { DESCRIPTION_MAX_LENGTH } from '@ashes/game'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { appBuild } from './support/app-build.ts'
import { publishedDeck, saveDeck } from './support/decks.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

// Deck, snapshot and player descriptions are held to one limit, as comments are to theirs
// (comments-length.test.ts); texts stored before it still render (issue 24 item 6).
let t: TestApp
let author: TestPlayer
beforeAll(async () => {
  t = await startTestApp({ cardData: true, config: { webDist: await appBuild() } })
  author = await createPlayer(t)
})
afterAll(async () => {
  await t.close()
})

const longest = 'http://a.b/c '.repeat(DESCRIPTION_MAX_LENGTH).slice(0, DESCRIPTION_MAX_LENGTH)
const tooLong = `${longest}x`
/** What a visitor got before: 70,000 links, 910,000 characters, stored without a limit. */
const stored = 'http://a.b/c '.repeat(70_000)
const tooLongError = (loc: (string | number)[]) => ({
  detail: [
    {
      loc,
      msg: `String should have at most ${DESCRIPTION_MAX_LENGTH} characters`,
      type: 'string_too_long',
    },
  ],
})

describe('description length', () => {
  it(`saves deck descriptions of up to ${DESCRIPTION_MAX_LENGTH} characters and refuses longer ones with a 422 that says the limit`, async () => {
    const saved = await saveDeck(t, author.token, { description: longest })
    expect(saved.description).toBe(longest)
    const refused = await t.request('PUT', '/v2/decks', {
      token: author.token,
      body: { ...saved, id: saved.id, phoenixborn: saved.phoenixborn.stub, description: tooLong },
    })
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject(tooLongError(['body', 'description']))
  })

  it('holds snapshot descriptions, new and edited, to the same limit', async () => {
    const { id } = await saveDeck(t, author.token)
    const snapshot = (body: object) =>
      t.request('POST', `/v2/decks/${id}/snapshot`, { token: author.token, body })
    const refused = await snapshot({ is_public: true, description: tooLong })
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject(tooLongError(['body', 'description']))
    const created = await snapshot({ is_public: true, description: longest })
    expect(created.status).toBe(201)
    const path = `/v2/decks/snapshots/${created.body.snapshot_id}`
    const edit = (description: string) =>
      t.request('PATCH', path, { token: author.token, body: { description } })
    expect((await edit(tooLong)).body).toMatchObject(tooLongError(['body', 'description']))
    expect((await edit(longest)).status).toBeLessThan(300)
  })

  it("holds a player's own description to the same limit", async () => {
    const edit = (description: string) =>
      t.request('PATCH', '/v2/players/me', { token: author.token, body: { description } })
    const refused = await edit(tooLong)
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject(tooLongError(['body', 'description']))
    expect((await edit(longest)).body.description).toBe(longest)
  })

  it('a deck page and a profile page whose description was stored before the limit answer 200', async () => {
    const owner = await createPlayer(t)
    const { deck, snapshotId } = await publishedDeck(t, owner.token)
    await t.db.query('UPDATE deck SET description = $1 WHERE id = ANY($2)', [
      stored,
      [deck.id, snapshotId],
    ])
    await t.db.query('UPDATE player SET description = $1 WHERE id = $2', [stored, owner.id])
    for (const path of [
      `/decks/${deck.id}/`,
      `/decks/${snapshotId}/`,
      `/players/${owner.badge}/`,
    ]) {
      const response = await fetch(`${t.url}${path}`)
      expect(response.status, path).toBe(200)
      // Shown on the page the app renders, not only in its preview tags.
      const html = await response.text()
      const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="query-state"'))
      expect(root, path).toContain('http://a.b/c')
    }
    expect(t.serverErrors).toEqual([])
  })
})
