import type { DeckOut, Paginated } from '@ashes/api'
import { api, withQuery } from '../../lib/api.ts'
import { isOffline } from '../../lib/offline-copy.ts'
import { loadSavedDeck } from './api.ts'
import { fromServer } from './deck-data.ts'
import { sameContent } from './merge.ts'
import { type BuilderDeck, useBuilder } from './state.ts'

/**
 * A new deck whose creation was sent but never answered (the page was left while it was on its
 * way, or the answer was lost with the network) may be on the server already: creating it again
 * would leave the player two decks. Before that, the player's newest decks of its kind are
 * searched for one holding exactly what was sent; found, it is the deck to save over.
 */

/** How many of the player's newest decks are looked at: a creation sent seconds ago is among them. */
const NEWEST = 10

/** What a listing shows of a deck's content (it has no description nor First Five). */
const listed = (deck: {
  title: string | null
  phoenixborn: { stub: string } | null
  cards: readonly { stub: string; count: number }[]
  dice: readonly { name: string; count: number }[]
}) =>
  JSON.stringify([
    deck.title ?? '',
    deck.phoenixborn?.stub ?? null,
    deck.cards.map((card) => `${card.count} ${card.stub}`).sort(),
    deck.dice.map((die) => `${die.count} ${die.name}`),
  ])

/** The deck created from one of `sent` (creations: decks without an id), with its revision. */
async function findCreated(sent: readonly BuilderDeck[]): Promise<BuilderDeck | null> {
  const creations = sent.filter((deck) => deck.id === null)
  const [latest] = creations.slice(-1)
  if (!latest) return null
  const query = {
    sort: 'created',
    order: 'desc',
    limit: NEWEST,
    show_red_rains: latest.is_red_rains,
    show_unrestricted: latest.is_unrestricted,
  }
  const page = await api<Paginated<DeckOut>>(withQuery('/v2/decks/mine', query))
  const wanted = new Set(creations.map(listed))
  for (const candidate of page.results) {
    if (!wanted.has(listed(candidate))) continue
    const { value, etag } = await loadSavedDeck(candidate.id)
    const created = fromServer(value.deck, etag)
    if (creations.some((deck) => sameContent(deck, created))) return created
  }
  return null
}

/**
 * Before the builder's new deck is created again after a creation that went unanswered (among
 * `sent`): the deck that creation made, when found, becomes the builder's deck, whose edits are
 * then edits of it and saved over it.
 */
export async function adoptCreated(sent: readonly BuilderDeck[]): Promise<void> {
  // Without a network the deck cannot be created either: that failure is the save's. Any other
  // failure of the search leaves the deck to be created.
  const created = await findCreated(sent).catch((error: unknown) => {
    if (isOffline(error)) throw error
    return null
  })
  const { deck } = useBuilder.getState()
  if (!created || deck.id !== null) return
  useBuilder.setState({
    deck: { ...deck, id: created.id, etag: created.etag, modified: created.modified },
    base: created,
    unconfirmed: [],
  })
}
