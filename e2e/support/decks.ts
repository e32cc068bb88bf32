import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import type { E2ePlayer } from './players.ts'

// The cards of the Iron Men preconstructed deck (card data of /work/shared/data): 30 cards, 10 dice.
export const IRON_MEN = {
  phoenixborn: 'coal-roarkwin',
  dice: [
    { name: 'natural', count: 5 },
    { name: 'ceremonial', count: 5 },
  ],
  cards: [
    'anchornaut',
    'chant-of-revenge',
    'close-combat',
    'cover',
    'expand-energy',
    'hammer-knight',
    'iron-worker',
    'one-hundred-blades',
    'strengthen',
    'summon-iron-rhino',
  ].map((stub) => ({ stub, count: 3 })),
}

export const auth = (player: E2ePlayer) => ({ Authorization: `Bearer ${player.token}` })

/** Saves the Iron Men as a new deck of `player`; resolves with its id. */
export async function saveDeck(request: APIRequestContext, player: E2ePlayer, title: string) {
  const saved = await request.put('/v2/decks', {
    data: { title, description: 'Hits **hard**.', ...IRON_MEN },
    headers: auth(player),
  })
  expect(saved.status()).toBe(200)
  return (await saved.json()).id as number
}

/**
 * Saves an Aradel deck of `player` with one Hypnotize and one Captivate (room for the journeys
 * that change those counts); resolves with its id.
 */
export async function saveTwoCardDeck(
  request: APIRequestContext,
  player: E2ePlayer,
  title: string,
) {
  const saved = await request.put('/v2/decks', {
    headers: auth(player),
    data: {
      title,
      phoenixborn: 'aradel-summergaard',
      cards: [
        { stub: 'hypnotize', count: 1 },
        { stub: 'captivate', count: 1 },
      ],
      dice: [{ name: 'illusion', count: 10 }],
    },
  })
  expect(saved.status()).toBe(200)
  return (await saved.json()).id as number
}

/** Publishes deck `id`; resolves with the public snapshot's id. */
export async function publish(request: APIRequestContext, player: E2ePlayer, id: number) {
  const published = await request.post(`/v2/decks/${id}/snapshot`, {
    data: { is_public: true },
    headers: auth(player),
  })
  expect(published.status()).toBe(201)
  return (await published.json()).snapshot_id as number
}

/**
 * A deck page's actions (Edit, Share..., Draw a hand, ...). Below 1024 px they sit in the page's
 * "Actions" menu (issue 18), which this opens; wider, they are listed beside the deck.
 */
export async function deckActions(page: Page): Promise<Locator> {
  const actions = page.getByRole('group', { name: 'Deck actions' })
  // Folded, the menu's actions are out of the accessibility tree: wait for the page to show them.
  await expect(
    page.getByRole('group', { name: 'Deck actions', includeHidden: true }),
  ).toBeAttached()
  const menu = page.getByRole('main').getByRole('button', { name: 'Actions', exact: true })
  if (
    (page.viewportSize()?.width ?? 1280) < 1024 &&
    (await menu.getAttribute('aria-expanded')) !== 'true'
  ) {
    await menu.click()
  }
  await expect(actions).toBeVisible()
  return actions
}

/** The id of the public preconstructed deck with this title. */
export async function preconstructed(request: APIRequestContext, title: string): Promise<number> {
  const reply = await request.get('/v2/decks', {
    params: { show_preconstructed: 'true', q: title, limit: '30' },
  })
  const { results } = (await reply.json()) as { results: { id: number; title: string }[] }
  const deck = results.find((result) => result.title === title)
  if (!deck) throw new Error(`no preconstructed deck ${title}`)
  return deck.id
}
