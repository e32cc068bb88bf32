import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { pane, startDeck } from './support/builder.ts'
import { auth, publish } from './support/decks.ts'
import { createPlayer, type E2ePlayer } from './support/players.ts'

// Discovery (issue 29): three public Aradel decks play Whirlwind with Wallop, cards no other
// journey publishes, so the pairing and the suggestion below come from these decks.
const CARDS = [
  'whirlwind',
  'wallop',
  'wave-crash',
  'will-to-survive',
  'vermillion-sage',
  'vanish',
  'undying-heart',
  'undaunted',
  'absorption',
  'abundance',
]

async function publishAradelDecks(request: APIRequestContext, player: E2ePlayer) {
  for (const n of [1, 2, 3]) {
    const saved = await request.put('/v2/decks', {
      data: {
        title: `Storm ${n}`,
        phoenixborn: 'aradel-summergaard',
        dice: [{ name: 'natural', count: 10 }],
        cards: CARDS.map((stub) => ({ stub, count: 3 })),
      },
      headers: auth(player),
    })
    expect(saved.status()).toBe(200)
    await publish(request, player, (await saved.json()).id)
  }
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true })

// Publishing through the API and a first index read take a while on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

test("a card's page shows the cards played with it, and a deck page decks like it", async ({
  page,
  request,
}) => {
  const player = await createPlayer(request)
  await publishAradelDecks(request, player)
  await page.goto('/cards/whirlwind/')
  const section = page.getByRole('region', { name: 'Often played with' })
  await expect(section.getByRole('link', { name: 'Wallop' })).toBeVisible({ timeout: 30_000 })
  await expect(section.getByText(/Ranked by lift/)).toBeVisible({ timeout: 30_000 })
  await shot(page, 'played-with-1280')
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, 'played-with-390')

  const found = await request.get('/v2/decks?q=Storm&limit=1')
  const [deck] = (await found.json()).results
  await page.goto(`/decks/${deck.id}/`)
  const like = page.getByRole('region', { name: 'Decks like this' })
  await expect(like.getByRole('link', { name: /Storm/ }).first()).toBeVisible({ timeout: 30_000 })
})

test('the builder suggests cards of decks like the one being built, added with one click', async ({
  page,
  request,
}) => {
  const author = await createPlayer(request)
  await publishAradelDecks(request, author)
  const player = await createPlayer(request)
  await startDeck(page, player)
  await page.goto('/cards/?types=phoenixborn')
  await page.getByRole('button', { name: 'Use Aradel Summergaard as your Phoenixborn' }).click()
  const suggestions = pane(page).getByRole('region', { name: 'Suggestions' })
  await expect(suggestions.getByText(/Wallop in \d+% of Aradel decks/)).toBeVisible({
    timeout: 30_000,
  })
  await shot(page, 'suggestions-1280')
  await suggestions.getByRole('button', { name: 'Add Wallop' }).click()
  await expect(pane(page).getByText('Wallop').first()).toBeVisible({ timeout: 30_000 })
  // Once in the deck, it is no longer suggested.
  await expect(suggestions.getByRole('button', { name: 'Add Wallop' })).toHaveCount(0)
  // Its preview in the pane shows the cards often played with it.
  await pane(page).getByRole('link', { name: 'Wallop' }).hover()
  const preview = page.getByRole('tooltip').getByRole('region', { name: 'Often played with' })
  // The five of highest lift: the cards these decks play with it (each in all of them).
  await expect(preview.getByRole('link')).toHaveCount(5, { timeout: 30_000 })
  await expect(preview.getByRole('listitem').first()).toContainText(/\d+% · lift \d/)
  await shot(page, 'pane-preview-1280')
})

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the meta page (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, () => {
    test.use({ javaScriptEnabled })
    test('shows each chart as an image with its table', async ({ page, request }) => {
      const player = await createPlayer(request)
      await publishAradelDecks(request, player)
      // The site's navigation leads to it, on a phone and on a desktop.
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 })
        await page.goto('/')
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Meta' })
          .click()
        await expect(page).toHaveURL(/\/meta\/$/)
      }
      await expect(page.getByRole('heading', { level: 1, name: 'The meta' })).toBeVisible({
        timeout: 30_000,
      })
      for (const heading of ['Phoenixborn by month', 'Most played cards', 'Dice mixes']) {
        const section = page.getByRole('region', { name: heading })
        await expect(section.getByRole('img')).toHaveAttribute('aria-label', /\d+%/)
        await expect(section.getByRole('table')).toBeVisible({ timeout: 30_000 })
      }
      await expect(
        page.getByRole('region', { name: 'Phoenixborn by month' }).getByRole('img'),
      ).toHaveAttribute('aria-label', /Aradel Summergaard \d+%/)
      const name = `meta-${javaScriptEnabled ? 'js' : 'no-js'}`
      await shot(page, `${name}-1280`)
      await page.setViewportSize({ width: 390, height: 844 })
      await shot(page, `${name}-390`)
    })
  })
}
