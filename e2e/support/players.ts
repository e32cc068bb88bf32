import { randomBytes } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { mailedPath } from './mail.ts'

export interface E2ePlayer {
  email: string
  password: string
  username: string
  badge: string
  token: string
}

/**
 * A new player, joined the way a person does (invitation mail, then its link), through the API.
 * Each one comes from its own forwarded address so the invitation rate limit never trips.
 */
export async function createPlayer(
  request: APIRequestContext,
  username = 'Tester',
): Promise<E2ePlayer> {
  const id = randomBytes(4).toString('hex')
  const email = `player-${id}@example.com`
  const password = `pass-${id}-words`
  const headers = { 'X-Forwarded-For': `10.${randomBytes(3).join('.')}` }
  const invited = await request.post('/v2/players/new', { data: { email }, headers })
  if (invited.status() !== 201) throw new Error(`invite failed: ${await invited.text()}`)
  const token = (await mailedPath(email, '/players/new/')).split('/').filter(Boolean).at(-1)
  const joined = await request.post(`/v2/players/new/${token}`, {
    data: { username, password, password_confirm: password },
    headers,
  })
  if (joined.status() !== 201) throw new Error(`join failed: ${await joined.text()}`)
  const body = await joined.json()
  return { email, password, username, badge: body.user.badge, token: body.access_token }
}

/** Opens the site already logged in as `player` (the auth data the app keeps, SPEC §3). */
export async function logInAs(page: Page, player: E2ePlayer): Promise<void> {
  const auth = { token: player.token, username: player.username, badge: player.badge }
  await page.addInitScript(
    (value) => {
      if (!localStorage.getItem('player.auth')) localStorage.setItem('player.auth', value)
    },
    JSON.stringify({ ...auth, isAdmin: false }),
  )
}
