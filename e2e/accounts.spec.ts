import { randomBytes } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { mailedPath } from './support/mail.ts'
import { createPlayer, logInAs } from './support/players.ts'

/** The toast region of SPEC §8 (at the foot of the screen, clear of the header). */
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' })

/** Each journey asks for mail from its own address, so the per-address rate limit never trips. */
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${randomBytes(3).join('.')}` })
})

// Toasts stay up while the account menu is used: they never cover it.
async function logOut(page: Page, username: string) {
  await page.getByRole('button', { name: username }).click()
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(toasts(page)).toContainText('You have logged out!')
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(toasts(page)).toContainText('You are now logged in!')
}

test('sign up from the emailed link, log out, and log in again', async ({ page }) => {
  const email = `signup-${randomBytes(4).toString('hex')}@example.com`
  const password = 'a-long-enough-password'
  await page.goto('/players/new/')
  const request = page.getByRole('button', { name: 'Request invitation' })
  await expect(request).toBeDisabled()
  await page.getByLabel('Email').fill(email)
  await request.click()
  await expect(toasts(page)).toContainText('Your account invitation has been sent!')

  await page.goto(await mailedPath(email, '/players/new/'))
  await expect(page).toHaveTitle('Finalize account - Ashes Deckbuilder')
  const create = page.getByRole('button', { name: 'Create account' })
  await page.getByLabel('Username').fill('Journey Tester')
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Confirm password').fill('something-else')
  await expect(page.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Passwords do not match.')).toBeVisible()
  await expect(create).toBeDisabled()
  await page.getByLabel('Confirm password').fill(password)
  await page.getByLabel('Description (optional)').fill('I play *Aradel*.')
  await create.click()
  await expect(toasts(page)).toContainText('Welcome to the site, Journey Tester!')
  await expect(page).toHaveURL(/\/decks\/mine\/$/)

  // My decks needs an account, so logging out there leads home.
  await logOut(page, 'Journey Tester')
  await expect(page).toHaveURL(/\/$/)
  await page.getByRole('button', { name: 'My Account' }).click()
  await page.getByRole('link', { name: 'Log in' }).click()
  await logIn(page, email, password)
  await expect(page.getByRole('button', { name: 'Journey Tester' })).toBeVisible()
})

test('reset a forgotten password from the emailed link', async ({ page, request }) => {
  const player = await createPlayer(request, 'Forgetful')
  const newPassword = 'a-brand-new-password'
  await page.goto('/log-in/')
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page).toHaveURL(/\/players\/reset\/$/)
  await page.getByLabel('Email').fill(player.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(toasts(page)).toContainText(
    'Your password request has been sent! Please check your email.',
  )

  await page.goto(await mailedPath(player.email, '/players/reset/'))
  await page.getByLabel('New password').fill(newPassword)
  await page.getByLabel('Confirm password').fill(newPassword)
  await page.getByRole('button', { name: 'Reset password' }).click()
  await expect(toasts(page)).toContainText(
    'You have successfully changed your password and logged in!',
  )
  await expect(page).toHaveURL(/\/$/)

  await logOut(page, 'Forgetful')
  await page.goto('/log-in/')
  await logIn(page, player.email, newPassword)
  await expect(page.getByRole('button', { name: 'Forgetful' })).toBeVisible()
})

test('account settings persist after a reload', async ({ page, request }) => {
  const player = await createPlayer(request, 'Settler')
  const releases = (await (await request.get('/v2/releases')).json()) as { name: string }[]
  const [first, second] = releases.map((release) => release.name)
  if (!first || !second) throw new Error('the card data has fewer than two releases')
  await logInAs(page, player)
  await page.goto('/players/me/')
  await expect(page).toHaveTitle('Account settings - Ashes Deckbuilder')
  await expect(page.getByLabel('Username')).toHaveValue('Settler')

  await page.getByLabel('Username').fill('Settled')
  await page.getByLabel('Description').fill('Builds *fast* decks.')
  await page.getByLabel('Use colored cost icons').check()
  await page.getByLabel(first, { exact: true }).check()
  await page.getByLabel(second, { exact: true }).check()
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(toasts(page)).toContainText('Account settings saved!')
  // The header follows the new username at once.
  await expect(page.getByRole('button', { name: 'Settled' })).toBeVisible()

  await page.reload()
  await expect(page.getByLabel('Username')).toHaveValue('Settled')
  await expect(page.getByLabel('Description')).toHaveValue('Builds *fast* decks.')
  await expect(page.getByLabel('Use colored cost icons')).toBeChecked()
  await expect(page.getByLabel(first, { exact: true })).toBeChecked()
  await expect(page.getByLabel(second, { exact: true })).toBeChecked()
  await page.screenshot({ path: '.data/screens/settings.png', fullPage: true })

  await page.getByLabel(first, { exact: true }).uncheck()
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(toasts(page)).toContainText('Account settings saved!')
  await page.reload()
  await expect(page.getByLabel(first, { exact: true })).not.toBeChecked()
  await expect(page.getByLabel(second, { exact: true })).toBeChecked()
})

test('change the password; this session stays logged in', async ({ page, request }) => {
  const player = await createPlayer(request, 'Changer')
  const newPassword = 'another-long-password'
  await logInAs(page, player)
  await page.goto('/players/me/')
  const change = page.getByRole('button', { name: 'Change password' })
  await page.getByLabel('Current password').fill('not-my-password')
  await page.getByLabel('New password').fill(newPassword)
  await page.getByLabel('Confirm password').fill(newPassword)
  await change.click()
  await expect(toasts(page)).toContainText('Invalid submission:')
  await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Current password is invalid.').first()).toBeVisible()

  await page.getByLabel('Current password').fill(player.password)
  await change.click()
  await expect(toasts(page)).toContainText('Your password has been updated!')
  await expect(page.getByLabel('Current password')).toHaveValue('')
  await expect(page.getByLabel('Current password')).not.toHaveAttribute('aria-invalid')

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible()
  const logInWith = (password: string) =>
    request.post('/v2/token', { form: { username: player.email, password } })
  expect((await logInWith(newPassword)).status()).toBe(200)
  expect((await logInWith(player.password)).status()).toBe(401)
})

test('a login-required page sends a visitor to log in and back, by keyboard', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, 'Returner')
  await page.goto('/players/me/')
  await expect(page).toHaveURL(/\/log-in\/$/)
  await expect(
    page.getByText('This page requires an account; please log in to continue...'),
  ).toBeVisible()

  await page.getByLabel('Email').focus()
  await page.keyboard.type(player.email)
  await page.keyboard.press('Tab')
  await page.keyboard.type(player.password)
  await page.keyboard.press('Tab')
  const remember = page.getByLabel('Remember me for 1 year')
  await expect(remember).toBeFocused()
  await page.keyboard.press('Space')
  await expect(remember).toBeChecked()
  await page.keyboard.press('Tab')
  const submit = page.getByRole('button', { name: 'Log in', exact: true })
  await expect(submit).toBeFocused()
  // Keyboard focus is visible: the site-wide focus ring.
  expect(await submit.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid')
  await page.keyboard.press('Enter')
  await expect(toasts(page)).toContainText('You are now logged in!')
  await expect(page).toHaveURL(/\/players\/me\/$/)
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible()
})

test('a session ended elsewhere asks to log in again, then carries on', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, 'Expired')
  // Logging out through the API revokes the token this browser still holds.
  const revoked = await request.delete('/v2/token', {
    headers: { Authorization: `Bearer ${player.token}` },
  })
  expect(revoked.ok()).toBe(true)
  await logInAs(page, player)
  await page.goto('/players/me/')
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await expect(dialog).toContainText('Your session has expired. Please login to continue.')
  await expect(dialog.getByLabel('Email')).toBeFocused()
  await page.keyboard.type(player.email)
  await page.keyboard.press('Tab')
  await page.keyboard.type(player.password)
  await page.keyboard.press('Enter')
  await expect(toasts(page)).toContainText('You are now logged in!')
  await expect(dialog).toBeHidden()
  await expect(page.getByLabel('Username')).toHaveValue('Expired')
})

test('Use colored cost icons, saved in the account settings, draws costs as coloured dice', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, 'Colorist')
  await logInAs(page, player)
  // Dice are always in their colours (issue 26); the option is for the costs in card text
  // (SPEC section 3), so the first card's cost symbol is what it changes.
  const cost = page.getByTestId('card-row').first().getByRole('img').last()
  await page.goto('/cards/')
  await expect(cost).toBeVisible()
  const plain = await cost.screenshot()

  await page.goto('/players/me/')
  await page.getByLabel('Use colored cost icons').check()
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(toasts(page)).toContainText('Account settings saved!')
  await page.goto('/cards/')
  await expect(cost).toBeVisible()
  expect((await cost.screenshot()).equals(plain)).toBe(false)
})
