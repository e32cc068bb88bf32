import { randomInt } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { auth, publish, saveDeck } from './support/decks.ts'
import { createPlayer, logInAs } from './support/players.ts'

/** A title word of letters only, which the listing's title search finds. */
const uniqueWord = () =>
  `Hearty${Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`

const stubs = (page: Page) => page.getByTestId('deck-stub')

test('like a deck, see its count, sort by most liked, find it in Decks I like, unlike', async ({
  page,
  request,
}) => {
  // Four players join by mail first, which takes a while on a loaded machine.
  test.setTimeout(180_000)
  const author = await createPlayer(request, 'Author')
  const fan = await createPlayer(request, 'Fan')
  const others = [await createPlayer(request, 'Other'), await createPlayer(request, 'Other')]
  const word = uniqueWord()
  // The older deck gets two likes from others; the newer one will get the fan's.
  const older = await publish(request, author, await saveDeck(request, author, `${word} Older`))
  const newer = await publish(request, author, await saveDeck(request, author, `${word} Newer`))
  for (const other of others) {
    const liked = await request.put(`/v2/decks/${older}/like`, { headers: auth(other) })
    expect(liked.status()).toBe(200)
  }

  await logInAs(page, fan)
  await page.goto(`/decks/${newer}/`)
  const like = page.getByRole('button', { name: 'Like this deck' })
  await expect(like).toHaveAttribute('aria-pressed', 'false')
  await expect(like).toContainText('0 likes')
  await like.click()
  await expect(like).toHaveAttribute('aria-pressed', 'true')
  await expect(like).toContainText('1 like')
  await page.reload()
  await expect(page.getByRole('button', { name: 'Like this deck' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  // Newest first by default; most liked puts the older deck (2 likes) first, kept in the URL.
  await page.goto(`/decks/?q=${word}`)
  await expect(stubs(page)).toHaveCount(2)
  await expect(stubs(page).first()).toContainText(`${word} Newer`)
  await expect(stubs(page).first()).toContainText('1 like')
  await page.getByLabel('Sort by').selectOption('likes')
  await expect(page).toHaveURL(new RegExp(`q=${word}&sort=likes$`, 'i'))
  await expect(stubs(page).first()).toContainText(`${word} Older`)
  await expect(stubs(page).first()).toContainText('2 likes')
  await page.getByLabel('Sort by').selectOption('trending')
  await expect(page.getByText(/half as much every 14 days/)).toBeVisible()

  await page.goto('/decks/mine/')
  await page.getByRole('link', { name: 'Decks I like' }).click()
  await expect(page.getByRole('heading', { name: 'Decks I like' })).toBeVisible()
  await expect(stubs(page)).toHaveCount(1)
  await stubs(page)
    .getByRole('link', { name: `${word} Newer` })
    .click()

  await page.getByRole('button', { name: 'Like this deck' }).click()
  await expect(page.getByRole('button', { name: 'Like this deck' })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  await expect(page.getByRole('button', { name: 'Like this deck' })).toContainText('0 likes')
  await page.goto('/decks/liked/')
  await expect(
    page.getByText('You do not like any published deck yet.', { exact: false }),
  ).toBeVisible()
})
