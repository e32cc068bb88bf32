import { expect, test } from '@playwright/test'
import { toasts } from './support/builder.ts'
import { createPlayer, logInAs } from './support/players.ts'

// A developer's app from registration to deletion in account settings (issue 48 items 7, 8).
test('a developer registers a public app, edits it, and deletes it from the dialog', async ({
  page,
  request,
}) => {
  const developer = await createPlayer(request, 'Developer')
  await logInAs(page, developer)
  await page.goto('/players/me/')
  const apps = page.getByRole('region', { name: 'Your apps' })
  await apps.getByLabel('App name').fill('Phone Companion')
  await apps.getByRole('radio', { name: /Public/ }).check()
  await apps.getByLabel('Redirect URIs').fill('http://127.0.0.1/callback\ncom.example.phone:/cb')
  await apps.getByRole('button', { name: 'Register app' }).click()
  await expect(apps.getByText('A public app has no client secret')).toBeVisible()

  const app = apps.getByRole('listitem').filter({ hasText: 'Phone Companion' })
  await app.getByRole('button', { name: 'Edit' }).click()
  await app.getByLabel('App name').fill('Phone Companion \u202Eevil')
  await app.getByRole('button', { name: 'Save changes' }).click()
  await expect(app.getByText(/must not contain control characters/)).toBeVisible()
  await app.getByLabel('App name').fill('Phone Companion 2')
  await app.getByRole('button', { name: 'Save changes' }).click()
  await expect(toasts(page)).toContainText('Phone Companion 2 saved.')
  const renamed = apps.getByRole('listitem').filter({ hasText: 'Phone Companion 2' })
  await expect(renamed.getByText('com.example.phone:/cb')).toBeVisible()

  // A double click on Delete opens the dialog and does not delete.
  await renamed.getByRole('button', { name: 'Delete' }).dblclick()
  const dialog = page.getByRole('dialog', { name: 'Delete Phone Companion 2?' })
  await expect(dialog).toBeVisible()
  await expect(renamed).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Delete app' })).toHaveAttribute(
    'aria-disabled',
    'false',
  )
  await dialog.getByRole('button', { name: 'Delete app' }).click()
  await expect(toasts(page)).toContainText('Phone Companion 2 is deleted.')
  await expect(apps.getByRole('listitem').filter({ hasText: 'Phone Companion' })).toHaveCount(0)
})
