import type { TestApp } from './app.ts'
import type { TestPlayer } from './players.ts'

/** The Mist Guardian (Master Set): a legal, complete 30-card, 10-dice Aradel deck. */
export const MIST_GUARDIAN = {
  title: 'Mist Guardian',
  description: 'Water and mist.',
  phoenixborn: 'aradel-summergaard',
  dice: [
    { name: 'natural', count: 5 },
    { name: 'illusion', count: 5 },
  ],
  cards: [
    'massive-growth',
    'mist-typhoon',
    'out-of-the-mist',
    'reflections-in-the-water',
    'root-armor',
    'shifting-mist',
    'steady-gaze',
    'summon-blue-jaguar',
    'summon-butterfly-monk',
    'summon-mist-spirit',
  ].map((stub) => ({ stub, count: 3 })),
  first_five: [
    'shifting-mist',
    'summon-mist-spirit',
    'summon-blue-jaguar',
    'root-armor',
    'summon-butterfly-monk',
  ],
}

export type DeckBody = Record<string, unknown>

/** Saves a deck for the player and returns the response body (expects 200). */
export async function saveDeck(t: TestApp, token: string, body: DeckBody = {}) {
  const response = await t.request('PUT', '/v2/decks', {
    token,
    body: { ...MIST_GUARDIAN, ...body },
  })
  if (response.status !== 200) throw new Error(`save failed: ${JSON.stringify(response.body)}`)
  return response.body
}

/** Takes a snapshot (public by default) and returns its id. */
export async function snapshotDeck(
  t: TestApp,
  token: string,
  deckId: number,
  body: DeckBody = { is_public: true },
): Promise<number> {
  const response = await t.request('POST', `/v2/decks/${deckId}/snapshot`, { token, body })
  if (response.status !== 201) throw new Error(`snapshot failed: ${JSON.stringify(response.body)}`)
  return response.body.snapshot_id
}

/** A saved deck and its published snapshot. */
export async function publishedDeck(t: TestApp, token: string, body: DeckBody = {}) {
  const deck = await saveDeck(t, token, body)
  const snapshotId = await snapshotDeck(t, token, deck.id)
  return { deck, snapshotId }
}

/**
 * SQL over decks `d`: a lateral `stored(card_id, count)` of each deck's cards as stored
 * (`cards_text`, migration 0025), to join as `FROM deck d, ${STORED_CARDS}`.
 */
export const STORED_CARDS = `LATERAL (SELECT split_part(e, ':', 1)::int AS card_id,
    split_part(e, ':', 2)::int AS count
  FROM unnest(string_to_array(d.cards_text, ',')) e) stored`

/**
 * Deletes a new empty deck of the player's through the API: one `deck.deleted` event for their
 * apps, with no card data needed.
 */
export async function deleteEmptyDeck(t: TestApp, player: TestPlayer): Promise<void> {
  const [deck] = await t.db.query<{ id: number }>(
    "INSERT INTO deck (player_id, title) VALUES ($1, 'Empty') RETURNING id",
    [player.id],
  )
  const deleted = await t.request('DELETE', `/v2/decks/${deck?.id}`, { token: player.token })
  if (deleted.status !== 204) throw new Error(`deleting deck ${deck?.id}: ${deleted.status}`)
}
