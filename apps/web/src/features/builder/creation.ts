import { sameContent } from './merge.ts'
import { type BuilderDeck, useBuilder } from './state.ts'

/**
 * A new deck whose creation was sent but never answered (the page was left while it was on its
 * way, or the answer was lost with the network) may be on the server already, or arrive there
 * later still: creating it again would leave the player two decks. So a new deck gets a random
 * name, its creation key, with its first save, kept in the deck the builder stores: every
 * creation of it, from this page or the next, carries it as `Idempotency-Key`, and the server
 * makes one deck per key and answers a creation sent again with that deck (api-decks 4.5).
 */

/** A creation key: 128 random bits in URL-safe base64 (22 characters, of the server's A-Z a-z 0-9 - _). */
function newCreationKey(): string {
  const bytes = new Uint8Array(16)
  globalThis.crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/**
 * The builder's deck to save: a new deck without a creation key gets one now, in the stored
 * builder too, so a save sent as the page leaves and the next page's save name the same deck.
 */
export function withCreationKey(deck: BuilderDeck): BuilderDeck {
  if (deck.id !== null || deck.creation_key) return deck
  const keyed = { ...deck, creation_key: newCreationKey() }
  useBuilder.setState({ deck: keyed })
  return keyed
}

/** The key a save of `deck` sends: a new deck's creation key; none once the deck exists. */
export const creationKeyOf = (deck: BuilderDeck): string | undefined =>
  deck.id === null ? deck.creation_key : undefined

/**
 * Whether a creation's answer is the deck an earlier sending of it made (a page since left),
 * holding other content than this one sent: the builder's deck is then that deck, with the
 * edits made since, to be saved over it.
 */
export const createdEarlier = (sent: BuilderDeck, answered: BuilderDeck): boolean =>
  sent.id === null && !sameContent(sent, answered)
