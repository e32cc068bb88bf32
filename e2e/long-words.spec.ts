import { expect, type Page, test } from '@playwright/test'
import { auth, IRON_MEN, publish } from './support/decks.ts'
import { createPlayer } from './support/players.ts'

// Issue 50 item 6: one long word or URL in user text (a comment, a deck's description, a profile)
// widened a phone's page to 1840 px. It wraps inside its box instead; so does a long username.

const phone = { width: 390, height: 844 }
const URL_TEXT = `https://example.com/${'a-very-long-path-segment-'.repeat(12)}end`
const WORD = 'W'.repeat(200)

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

test('a long URL or word in a comment, a description or a profile wraps on a phone', async ({
  page,
  request,
}) => {
  await page.setViewportSize(phone)
  const player = await createPlayer(request, 'L'.repeat(42))
  const details = await (await request.get('/v2/cards/ember-heart/details')).json()
  const posted = await request.post(`/v2/comments/${details.entity_id}`, {
    headers: auth(player),
    data: { text: `See ${URL_TEXT} and ${WORD}` },
  })
  expect(posted.status()).toBe(201)
  await page.goto('/cards/ember-heart/')
  const comment = page
    .getByRole('region', { name: 'Comments' })
    .getByRole('listitem')
    .filter({ hasText: 'says:' })
  await expect(comment.getByRole('link', { name: URL_TEXT })).toBeVisible()
  await noSidewaysScroll(page)

  const saved = await request.put('/v2/decks', {
    headers: auth(player),
    data: { ...IRON_MEN, title: 'Wordy', description: `Read ${URL_TEXT}\n\n${WORD}` },
  })
  expect(saved.status()).toBe(200)
  const snapshot = await publish(request, player, (await saved.json()).id)
  await page.goto(`/decks/${snapshot}/`)
  await expect(page.getByRole('link', { name: URL_TEXT })).toBeVisible()
  await noSidewaysScroll(page)

  const patched = await request.patch('/v2/players/me', {
    headers: auth(player),
    data: { description: `Find me at ${URL_TEXT} ${WORD}` },
  })
  expect(patched.status()).toBe(200)
  await page.goto(`/players/${player.badge}/`)
  await expect(page.getByRole('link', { name: URL_TEXT })).toBeVisible()
  await noSidewaysScroll(page)
})
