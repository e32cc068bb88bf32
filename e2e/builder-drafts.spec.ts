import { expect, type Page, test } from '@playwright/test'
import { pane, savedDeck, startDeck, status, storedDeckId, toasts } from './support/builder.ts'
import { mailedPath } from './support/mail.ts'
import { createPlayer, type E2ePlayer } from './support/players.ts'

const LOGGED_OUT = 'You have been automatically logged out.'
const offer = (page: Page) => page.getByRole('region', { name: 'Unsaved deck edits' })

/** A password reset through the emailed link: every token issued before it stops working. */
async function resetPassword(page: Page, player: E2ePlayer, password: string) {
  const asked = await page.request.post('/v2/reset', { data: { email: player.email } })
  expect(asked.status()).toBe(200)
  const token = (await mailedPath(player.email, '/players/reset/'))
    .split('/')
    .filter(Boolean)
    .at(-1)
  const reset = await page.request.post(`/v2/reset/${token}`, {
    data: { password, password_confirm: password },
  })
  expect(reset.ok()).toBe(true)
}

/** Logs in from the account menu (in the page: its toasts stay). */
async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'My Account' }).click()
  await page.getByRole('link', { name: 'Log in' }).click()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(toasts(page)).toContainText('You are now logged in!')
}

async function logOut(page: Page, username: string) {
  await page.getByRole('banner').getByRole('button', { name: username }).click()
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(toasts(page)).toContainText('You have logged out!')
}

test('a password reset elsewhere logs the builder out once, keeps its unsaved edit for that player alone, and offers it back', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000)
  const player = await createPlayer(request, 'Drafter')
  const other = await createPlayer(request, 'Onlooker')
  await startDeck(page, player)
  await pane(page).getByRole('option', { name: 'Aradel Summergaard' }).click()
  await expect(status(page)).toHaveAccessibleName('Deck is saved!')
  const id = await storedDeckId(page)

  const newPassword = 'a-password-after-reset'
  await resetPassword(page, player, newPassword)
  // An edit not yet saved, then a reload: every request of the new page is refused at once.
  await pane(page).getByLabel('Deck title').fill('Kept through a reset')
  await expect(status(page)).toHaveAccessibleName('Save your deck')
  await page.reload()
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await expect(dialog).toContainText('Your session has expired. Please login to continue.')
  // The builder's save of that edit waits on the same prompt as the page's own request.
  await expect(status(page)).toHaveAccessibleName('Saving...')
  await page.keyboard.press('Escape')
  await expect(toasts(page)).toContainText(LOGGED_OUT)
  await expect(page).toHaveURL(/\/$/)
  await expect(pane(page)).toHaveCount(0)
  await expect(toasts(page).getByText(LOGGED_OUT)).toHaveCount(1)

  // Another player on this browser is not shown it.
  await logIn(page, other.email, other.password)
  // Told once, for all the requests the reset refused.
  await expect(toasts(page).getByText(LOGGED_OUT)).toHaveCount(1)
  await page.goto('/decks/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(offer(page)).toHaveCount(0)
  await logOut(page, other.username)

  await logIn(page, player.email, newPassword)
  await expect(offer(page)).toContainText('Kept through a reset')
  await page.screenshot({
    path: testInfo.outputPath(`draft-offer-${page.viewportSize()?.width}.png`),
  })
  await offer(page).getByRole('button', { name: 'Restore Kept through a reset' }).click()
  await expect(pane(page).getByLabel('Deck title')).toHaveValue('Kept through a reset')
  await expect(status(page)).toHaveAccessibleName('Deck is saved!')
  await expect(offer(page)).toHaveCount(0)
  const fresh = await request.post('/v2/token', {
    form: { username: player.email, password: newPassword },
  })
  const saved = await savedDeck(
    request,
    { ...player, token: (await fresh.json()).access_token },
    id,
  )
  expect(saved.title).toBe('Kept through a reset')
})
