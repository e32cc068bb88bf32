import { expect, test } from '@playwright/test'
import { hydrated } from './support/hydrated.ts'

// SPEC §4 (card browser) and ui-behaviour §3: "'Incl.' turns off the basic-magic filter and
// disables it"; back on 'Only', Basic magic can be chosen again (issue 50, pinned by tests).

test.use({ viewport: { width: 1280, height: 800 } })

test("'Incl.' turns Basic magic off and disables it; 'Only' offers it again", async ({ page }) => {
  await page.goto('/cards/')
  await hydrated(page)
  const basic = page.getByRole('button', { name: 'Basic magic' })
  const charm = page.getByRole('button', { name: 'Charm magic' })
  await basic.click()
  await charm.click()
  await expect(page).toHaveURL(/dice=basic/)
  await expect(basic).toHaveAttribute('aria-pressed', 'true')

  await page.getByRole('button', { name: /^Dice logic: only/ }).click()
  await expect(page.getByRole('button', { name: /^Dice logic: includes/ })).toHaveText('Incl.')
  await expect(basic).toHaveAttribute('aria-pressed', 'false')
  await expect(basic).toBeDisabled()
  await expect(charm).toHaveAttribute('aria-pressed', 'true')
  await expect(page).toHaveURL(/dice_logic=includes/)
  expect(new URL(page.url()).searchParams.getAll('dice')).toEqual(['charm'])

  await page.getByRole('button', { name: /^Dice logic: includes/ }).click()
  await expect(basic).toBeEnabled()
  await expect(basic).toHaveAttribute('aria-pressed', 'false')
  await basic.click()
  await expect(basic).toHaveAttribute('aria-pressed', 'true')
})
