import { expect, test } from '@playwright/test'
import { pane } from './support/builder.ts'
import { auth, deckActions } from './support/decks.ts'
import { createPlayer, logInAs } from './support/players.ts'

// The First Five chooser shows every card that can start in hand at once: it listed them in a
// box of 256 px with a scroll of its own, so a deck of many different cards hid most of them
// (issue 26 item 5).

const stubs = [
  'absorption',
  'abundance',
  'accelerate',
  'adept-duelist',
  'adrenaline-rush',
  'afterimage',
  'amplify',
  'anchornaut',
  'angelic-rescue',
  'arrogance',
  'augury',
  'backflip',
  'backtrack',
  'barrier',
  'battle-seer',
]

for (const [size, width, height] of [
  ['phone', 390, 844],
  ['desktop', 1280, 800],
] as const) {
  test(`the First Five chooser shows all 15 candidates with no scroll of its own (${size})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height })
    const player = await createPlayer(request, 'Chooser')
    const saved = await request.put('/v2/decks', {
      headers: auth(player),
      data: {
        title: 'Many openers',
        phoenixborn: 'coal-roarkwin',
        cards: stubs.map((stub) => ({ stub, count: 2 })),
        dice: [{ name: 'ceremonial', count: 10 }],
      },
    })
    expect(saved.ok()).toBe(true)
    await logInAs(page, player)
    await page.goto(`/decks/mine/${(await saved.json()).id}/`)
    await (await deckActions(page)).getByRole('button', { name: 'Edit', exact: true }).click()
    await pane(page).getByRole('button', { name: 'First Five (0/5)' }).click()

    const choices = page.getByRole('dialog', { name: 'First Five' }).getByRole('group')
    await expect(choices.getByRole('checkbox')).toHaveCount(stubs.length)
    for (const box of await choices.getByRole('checkbox').all()) await expect(box).toBeInViewport()
    const hidden = await choices.evaluate(
      (group) =>
        [group, ...group.querySelectorAll('*')].filter(
          (el) => el.scrollHeight > el.clientHeight + 1,
        ).length,
    )
    expect(hidden).toBe(0)
  })
}
