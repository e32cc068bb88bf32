import { expect, type Page, test } from '@playwright/test'
import axe from 'axe-core'
import { pane, startDeck } from './support/builder.ts'
import { publish, saveDeck } from './support/decks.ts'
import { createPlayer, logInAs } from './support/players.ts'

// Issue 50 (Keep): no serious or critical axe-core violation on the public screens, the builder
// open and the account settings, in both themes, on a desktop and on a 390 x 844 phone.

const SIZES = [
  { size: 'desktop', width: 1280, height: 800 },
  { size: 'phone', width: 390, height: 844 },
] as const

interface Violation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[] }[]
}

/** The page's serious and critical violations, one line each with the elements they are on. */
async function seriousViolations(page: Page, where: string): Promise<string[]> {
  // Through the DevTools protocol: the page's script policy would refuse a script element.
  await page.evaluate(axe.source)
  const violations: Violation[] = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<unknown> } }).axe
    const result = (await axe.run(document)) as { violations: Violation[] }
    return result.violations
  })
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}) ${violation.help}: ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    )
}

/**
 * Opens `path` and waits for its main heading and its requests (sections far down the page load
 * only as a reader nears them, and stay 'Loading...' here).
 */
async function visit(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
}

for (const { size, width, height } of SIZES) {
  for (const theme of ['light', 'dark'] as const) {
    test(`no serious or critical axe violation: public screens, the builder open and settings (${size}, ${theme})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width, height })
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
      const player = await createPlayer(request, 'Auditor')
      const found: string[] = []

      // Public screens, as a visitor sees them.
      const author = await createPlayer(request, 'Author')
      const snapshot = await publish(request, author, await saveDeck(request, author, 'Audited'))
      for (const path of [
        '/',
        '/cards/',
        '/cards/hammer-knight/',
        '/decks/',
        `/decks/${snapshot}/`,
      ]) {
        await visit(page, path)
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        found.push(...(await seriousViolations(page, path)))
      }

      // The builder open, on the card browser, with a Phoenixborn and a card in the deck.
      await startDeck(page, player)
      await pane(page)
        .getByRole('listbox', { name: 'Choose a Phoenixborn' })
        .getByRole('option', { name: 'Coal Roarkwin' })
        .click()
      // On a phone the pane covers the page: the card is added with it hidden, then shown.
      const phone = width < 1280
      if (phone) await pane(page).getByRole('button', { name: 'Hide the deck builder' }).click()
      await page.goto('/cards/?q=anchornaut')
      if (phone)
        await expect(page.getByRole('button', { name: /^Show deck builder/ })).toBeVisible()
      await page.getByRole('button', { name: '3 copies of Anchornaut' }).first().click()
      if (phone) await page.getByRole('button', { name: /^Show deck builder/ }).click()
      await expect(pane(page).getByTestId('pane-total')).toHaveText('3 / 30')
      await expect(pane(page)).toBeVisible()
      found.push(...(await seriousViolations(page, 'builder open')))

      // Account settings.
      await logInAs(page, player)
      await visit(page, '/players/me/')
      found.push(...(await seriousViolations(page, '/players/me/')))

      expect(found).toEqual([])
    })
  }
}
