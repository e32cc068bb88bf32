// The pages the builder bench clicks in: the app's card browser with the builder active (a
// player made directly in the database, the builder state preset in localStorage), and a bare
// page with the same interaction and no framework, whose figure is the browser's own cost.

import type { Db } from '@ashes/runtime'
import type { Browser } from 'playwright-core'
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts'
import { insertPlayer } from '../apps/server/src/modules/players/create.ts'
import { emptyDeck } from '../apps/web/src/features/builder/deck-data.ts'

/** A player and their login, made directly in the database (no invitation mail needed). */
export async function player(db: Db, origin: string): Promise<Auth> {
  const email = 'bench-builder@example.com'
  const password = 'bench-builder-password'
  const created = await insertPlayer(db, {
    email,
    username: 'Bench',
    description: null,
    newsletterOptIn: false,
    passwordHash: await hashPassword(password),
    isAdmin: false,
  })
  if (!created) throw new Error('could not create the bench player')
  const reply = await fetch(`${origin}/v2/token`, {
    method: 'POST',
    body: new URLSearchParams({ username: email, password }),
  })
  if (!reply.ok) throw new Error(`login failed: ${reply.status}`)
  const { access_token: token } = (await reply.json()) as { access_token: string }
  return { token, username: 'Bench', badge: created.badge, isAdmin: false }
}

export interface Auth {
  token: string
  username: string
  badge: string
  isAdmin: boolean
}

/**
 * The builder as the browser keeps it: active, pane open, a new deck with a Phoenixborn, owned by
 * the player of that badge.
 */
const builderState = (owner: string) => ({
  enabled: true,
  isDirty: false,
  paneOpen: true,
  owner,
  deck: { ...emptyDeck(), phoenixborn: { name: 'Aradel Summergaard', stub: 'aradel-summergaard' } },
})

// Wide enough (>=1280 px) for the pane to sit beside the card list.
const VIEWPORT = { width: 1400, height: 900 }
export const FREE_BUTTON =
  'main button[aria-label^="1 copy of "]:not([disabled])[aria-pressed="false"]'

/** The app's card browser with the builder active and its pane beside the list. */
export async function openCardBrowser(browser: Browser, origin: string, auth: Auth) {
  const context = await browser.newContext({ viewport: VIEWPORT })
  await context.addInitScript(
    ({ authJson, builderJson }) => {
      localStorage.setItem('player.auth', authJson)
      localStorage.setItem('deckbuilder.builder', builderJson)
    },
    { authJson: JSON.stringify(auth), builderJson: JSON.stringify(builderState(auth.badge)) },
  )
  const page = await context.newPage()
  await page.goto(`${origin}/cards/?types=ready_spell`)
  await page.getByTestId('pane-total').waitFor()
  await page.locator(FREE_BUTTON).first().waitFor()
  return { context, page }
}

/**
 * The same interaction on a bare page: a list of cards with 0-3 buttons beside a side list and
 * its total, updated by a few lines of DOM code. It is contained as the app is (rows off screen
 * skip rendering, the side list is its own layout and paint scope), so what it measures is the
 * browser's own cost of a click and a frame on this host, the floor under the app's figure,
 * rather than the cost of repainting an unoptimised page.
 */
const BARE_ROW =
  'padding:8px 12px;border-bottom:1px solid #ddd;content-visibility:auto;contain-intrinsic-size:auto 60px'
const BARE_PAGE = `<!doctype html><html><body style="margin:0;font:16px sans-serif;display:flex">
<main style="flex:1"><ul style="list-style:none;margin:0;padding:0">${Array.from(
  { length: 60 },
  (_, card) =>
    `<li style="${BARE_ROW}">${[0, 1, 2, 3]
      .map(
        (n) =>
          `<button aria-label="${n} cop${n === 1 ? 'y' : 'ies'} of Card ${card}" aria-pressed="${n === 0}">${n}</button>`,
      )
      .join(' ')}<p>Card ${card}</p></li>`,
).join('')}</ul></main>
<aside style="position:sticky;top:0;height:100vh;width:440px;overflow-y:auto;background:#fafaf9;contain:strict">
<h3>Cards <span data-testid="pane-total">0 / 30</span></h3><ul id="cards"></ul></aside>
<script>
let total = 0
document.addEventListener('click', (event) => {
  const button = event.target.closest('button[aria-label^="1 copy of "]')
  if (!button) return
  button.setAttribute('aria-pressed', 'true')
  document.querySelector('[data-testid="pane-total"]').textContent = ++total + ' / 30'
  const row = document.createElement('li')
  row.textContent = '1x ' + button.getAttribute('aria-label').slice(10)
  document.getElementById('cards').append(row)
})
</script></body></html>`

export async function openBarePage(browser: Browser) {
  const context = await browser.newContext({ viewport: VIEWPORT })
  const page = await context.newPage()
  await page.setContent(BARE_PAGE)
  return { context, page }
}
