import { expect, type Page, test } from '@playwright/test'
import { pane } from './support/builder.ts'
import { publish, saveDeck } from './support/decks.ts'
import { mediaImages } from './support/media.ts'
import { createPlayer, logInAs } from './support/players.ts'

// Key screens in both themes at desktop and phone size, compared with the pictures committed in
// e2e/__screenshots__ (issue 18). Each run sees the same thing: the card data is the real data
// files, the media host is refused (drawn cards and Phoenixborn stand in), animations are off,
// and what changes from run to run (times, player badges, deck ids in links) is masked.
// After a deliberate change of the look: add --update-snapshots, then look at every new picture.

const SIZES = [
  { size: 'desktop', width: 1280, height: 800 },
  { size: 'phone', width: 390, height: 844 },
] as const
const THEMES = ['light', 'dark'] as const

async function open(page: Page, path: string, theme: (typeof THEMES)[number]) {
  // The theme System follows: the same way a visitor's system setting reaches the page.
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
  await mediaImages(page, 'abort')
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
}

/**
 * Times ("3 minutes ago"), player badges (a new player's is random) and a card's count of decks
 * (other journeys of the same run save decks).
 */
const varying = (page: Page) => [
  page.locator('time'),
  page.locator('a[href^="/players/"]').filter({ hasText: '#' }),
  page.getByText(/ (has|have) this card in /),
]

/**
 * Sections drawn from every public deck of the run (a card's often-played-with cards, a deck's
 * decks like this): other journeys publish decks at the same time, so they are left out whole,
 * since a mask would keep their changing height.
 */
const FROM_THE_WHOLE_SITE =
  'section[aria-labelledby="played-with"], section[aria-labelledby="decks-like-this"]'

/** The page as it stands: the whole page, or only the first screen of a long list. */
async function compare(page: Page, name: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready)
  // Through the CSSOM (the page's style policy refuses a style element of the test's own), now
  // and for any such section that loads later.
  await page.evaluate((selector) => {
    const hide = () => {
      for (const section of document.querySelectorAll<HTMLElement>(selector)) {
        section.style.display = 'none'
      }
    }
    hide()
    new MutationObserver(hide).observe(document.body, { childList: true, subtree: true })
  }, FROM_THE_WHOLE_SITE)
  // A new player's badge is random, and so is its width: the same text for every run keeps what
  // follows it on the line in place (the mask below still covers it).
  await page.evaluate(() => {
    for (const link of document.querySelectorAll('a[href^="/players/"]')) {
      if (link.textContent?.includes('#')) link.textContent = 'Player#00000'
    }
  })
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage,
    animations: 'disabled',
    caret: 'hide',
    mask: varying(page),
    maxDiffPixelRatio: 0.002,
  })
}

for (const { size, width, height } of SIZES) {
  for (const theme of THEMES) {
    test.describe(`${size} ${theme}`, () => {
      test.use({ viewport: { width, height } })

      test('home page', async ({ page }) => {
        await open(page, '/', theme)
        await expect(page.locator('a[data-banner]')).toHaveAttribute('data-banner', 'failed')
        await compare(page, `home-${size}-${theme}`)
      })

      test('card browser', async ({ page }) => {
        await open(page, '/cards/', theme)
        await expect(page.getByTestId('card-row')).toHaveCount(50)
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        )
        expect(overflow).toBeLessThanOrEqual(0)
        await compare(page, `cards-${size}-${theme}`, false)
      })

      test('card page', async ({ page }) => {
        await open(page, '/cards/blood-puppeteer/', theme)
        await expect(page.getByRole('heading', { level: 1 })).toContainText('Blood Puppeteer')
        await expect(page.getByRole('heading', { name: /Comments/ })).toBeVisible()
        await compare(page, `card-${size}-${theme}`)
      })

      test('deck page', async ({ page, request }) => {
        const player = await createPlayer(request, 'Painter')
        const id = await saveDeck(request, player, 'The Iron Men in pictures')
        const snapshot = await publish(request, player, id)
        await open(page, `/decks/${snapshot}/`, theme)
        await expect(page.getByRole('heading', { level: 1 })).toContainText('Iron Men in pictures')
        // Statistics, the First Five and comments load as the reader nears them.
        await expect(async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
          await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 1000 })
        }).toPass()
        await expect(page.getByRole('img', { name: /^Cost curve/ })).toBeVisible()
        await page.evaluate(() => window.scrollTo(0, 0))
        await compare(page, `deck-${size}-${theme}`)
      })

      test('deck listing', async ({ page, request }) => {
        // Two decks of one title no other journey uses, found by the listing's own title search,
        // so the page holds only them whatever else the run publishes.
        const title = `Listed in pictures ${size} ${theme}`
        const player = await createPlayer(request, 'Lister')
        for (let copy = 0; copy < 2; copy++) {
          await publish(request, player, await saveDeck(request, player, title))
        }
        await open(page, `/decks/?q=${encodeURIComponent(title)}`, theme)
        await expect(page.getByRole('heading', { name: title })).toHaveCount(2)
        await compare(page, `decks-${size}-${theme}`)
      })

      test('builder open', async ({ page, request }) => {
        const player = await createPlayer(request, 'Builder')
        await logInAs(page, player)
        await open(page, '/decks/mine/', theme)
        await page.getByRole('button', { name: 'Create your first competitive deck' }).click()
        await expect(pane(page)).toBeVisible()
        await page.goto('/cards/')
        await expect(page.getByTestId('card-row')).toHaveCount(50)
        await compare(page, `builder-${size}-${theme}`, false)
      })
    })
  }
}
