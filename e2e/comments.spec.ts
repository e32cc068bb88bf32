import { expect, type Page, test } from '@playwright/test'
import { createPlayer, logInAs } from './support/players.ts'

// Each journey comments on its own card, so journeys running side by side never meet.

const commentsOf = (page: Page) => page.getByRole('region', { name: 'Comments' })

test('a player comments on a card with formatting, subscribes, edits and deletes', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, 'Commenter')
  await logInAs(page, player)
  await page.goto('/cards/anchornaut/')
  const comments = commentsOf(page)
  await expect(comments.getByText('No comments yet!')).toBeVisible()

  await comments.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText("You have subscribed to this card's comments!")).toBeVisible()
  await comments.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByText('You have unsubscribed from this card!')).toBeVisible()
  await expect(comments.getByRole('button', { name: 'Subscribe' })).toBeVisible()

  const preview = comments.getByRole('button', { name: 'Preview' })
  await expect(preview).toBeDisabled()
  await expect(comments.getByRole('button', { name: 'Publish' })).toBeDisabled()
  await comments
    .getByLabel('Comment', { exact: true })
    .fill('A **bold** opener: [[main]] then [[Hammer Knight]]\n\n* first\n* second')
  await preview.click()
  const shown = comments.getByRole('region', { name: 'Preview' })
  await expect(shown.locator('strong')).toHaveText('bold')
  await expect(shown.getByRole('img', { name: 'Main action' })).toBeVisible()
  await expect(shown.getByRole('link', { name: 'Hammer Knight' })).toHaveAttribute(
    'href',
    '/cards/hammer-knight/',
  )
  await comments.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Your comment has been posted!')).toBeVisible()

  const posted = comments.getByRole('listitem').filter({ hasText: 'says:' })
  await expect(posted).toContainText(`Commenter#${player.badge} says:`)
  await expect(posted.locator('strong')).toHaveText('bold')
  await expect(posted.getByRole('listitem')).toHaveText(['first', 'second'])
  await expect(posted.getByRole('link', { name: /seconds? ago/ })).toHaveAttribute(
    'href',
    /^\/cards\/anchornaut\/#comment-\d+$/,
  )
  // posting subscribes the author, and the server remembers it
  await expect(comments.getByRole('button', { name: 'Unsubscribe' })).toBeVisible()
  await page.reload()
  await expect(comments.getByRole('button', { name: 'Unsubscribe' })).toBeVisible()

  await posted.getByRole('button', { name: 'Edit' }).click()
  await posted.getByLabel('Edit comment', { exact: true }).fill('Second *thoughts*')
  await posted.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Your comment has been edited!')).toBeVisible()
  await expect(posted.locator('em')).toHaveText('thoughts')

  await posted.getByRole('button', { name: 'Delete' }).click()
  await expect(posted.getByText('Are you sure you want to delete this comment?')).toBeVisible()
  await posted.locator('button[type=submit]', { hasText: 'Delete' }).click()
  await expect(page.getByText('Your comment has been deleted!')).toBeVisible()
  await expect(comments.getByText('Deleted by author.')).toBeVisible()
  await expect(comments.getByText('Second')).toBeHidden()
})

test('a subscriber sees comments posted since their last visit as new, once', async ({
  page,
  request,
}) => {
  const [reader, writer] = [await createPlayer(request), await createPlayer(request, 'Writer')]
  const details = await (await request.get('/v2/cards/adaptodon/details')).json()
  const post = async (token: string, text: string) => {
    const reply = await request.post(`/v2/comments/${details.entity_id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { text },
    })
    expect(reply.status()).toBe(201)
  }
  // the reader's own comment subscribes them and is what they have seen
  await post(reader.token, 'Seen already')
  await post(writer.token, 'Fresh news')

  await logInAs(page, reader)
  await page.goto('/cards/adaptodon/')
  const comments = commentsOf(page)
  const fresh = comments.getByRole('listitem').filter({ hasText: 'Fresh news' })
  const seen = comments.getByRole('listitem').filter({ hasText: 'Seen already' })
  await expect(fresh.getByText('New', { exact: true })).toBeVisible()
  await expect(seen.getByText('New', { exact: true })).toBeHidden()

  // viewing the page marked the newest comment seen on the server
  const listed = await (await request.get(`/v2/comments/${details.entity_id}`)).json()
  const newest = listed.results.find((item: { text: string }) => item.text === 'Fresh news')
  await expect
    .poll(async () => {
      const reply = await request.get('/v2/cards/adaptodon/details', {
        headers: { Authorization: `Bearer ${reader.token}` },
      })
      return (await reply.json()).last_seen_entity_id
    })
    .toBe(newest.entity_id)
  await page.reload()
  await expect(fresh).toBeVisible()
  await expect(fresh.getByText('New', { exact: true })).toBeHidden()
})

test('a visitor reads comments and is offered "Log in to comment"', async ({ page }) => {
  await page.goto('/cards/absorption/')
  const comments = commentsOf(page)
  await expect(comments.getByText('No comments yet!')).toBeVisible()
  await expect(comments.getByRole('button', { name: 'Subscribe' })).toHaveCount(0)
  await expect(comments.getByRole('button', { name: 'Publish' })).toHaveCount(0)
  await comments.getByRole('button', { name: 'Log in to comment' }).click()
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible()
})
