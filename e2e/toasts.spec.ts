import { expect, type Locator, type Page, test } from '@playwright/test'
import { pane, startDeck, status, toasts } from './support/builder.ts'
import { createPlayer } from './support/players.ts'

type Box = { x: number; y: number; width: number; height: number }

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** No shown toast covers any part of `target`. */
async function expectUncovered(page: Page, target: Locator, what: string) {
  const box = await target.boundingBox()
  if (!box) throw new Error(`${what} is not shown`)
  for (const item of await toasts(page).getByRole('alert').all()) {
    const toast = await item.boundingBox()
    expect(toast && overlaps(toast, box), `a toast covers ${what}`).toBe(false)
  }
}

/** Nothing draws over the middle of `target` (toasts may sit under an opened menu). */
async function expectOnTop(target: Locator, what: string) {
  const onTop = await target.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    return hit !== null && element.contains(hit)
  })
  expect(onTop, `something covers ${what}`).toBe(true)
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`toasts cover neither the account menu nor the builder's title and save status at ${viewport.width} px`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize(viewport)
    const player = await createPlayer(request, 'Toasted')
    await startDeck(page, player)
    // Three toasts at once: Enter in the title forces a save, refused without a Phoenixborn.
    const title = pane(page).getByLabel('Deck title')
    for (let n = 0; n < 3; n++) await title.press('Enter')
    await expect(toasts(page).getByRole('alert')).toHaveCount(3)
    await expectUncovered(page, title, 'the deck title')
    await expectUncovered(page, status(page), 'the save status')
    await page.screenshot({ path: testInfo.outputPath(`toasts-builder-${viewport.width}.png`) })

    if (viewport.width < 1280) {
      await pane(page).getByRole('button', { name: 'Hide the deck builder' }).click()
      await expect(pane(page)).toBeHidden()
    }
    const menu = page.getByRole('banner').getByRole('button', { name: player.username })
    await expectUncovered(page, menu, 'the account menu button')
    await menu.click()
    const settings = page.getByRole('link', { name: 'Settings' })
    const logOut = page.getByRole('button', { name: 'Log out' })
    // SPEC §8 puts toasts top-right, where the menu opens: the menu draws over them.
    await expectOnTop(settings, 'the account menu')
    await expectOnTop(logOut, 'the account menu')
    await page.screenshot({ path: testInfo.outputPath(`toasts-menu-${viewport.width}.png`) })
  })
}
