import type { Paginated } from '@ashes/api'
import type { CardSnapshot } from '../cards/card-snapshot.ts'
import { contentsJson, headOut, type JsonOptions, tailOut } from './deck-json.ts'
import type { ListedDeck } from './deck-rows.ts'

/** About 2.5 kB each: some ten megabytes at most. */
const MAX_PARTS = 5000

/**
 * The contents part of decks as JSON text (dice, Phoenixborn, cards, conjurations): the costly
 * part of a listing page to build and serialise. It depends only on the contents and the card
 * data, so it is kept by contents for the current card-data version; nothing to invalidate.
 */
export class DeckContentsJson {
  private version = -1
  private readonly parts = new Map<string, string>()

  get(deck: ListedDeck, snapshot: CardSnapshot): string {
    if (snapshot.version !== this.version || this.parts.size >= MAX_PARTS) {
      this.parts.clear()
      this.version = snapshot.version
    }
    const cards = deck.cards.map((card) => `${card.card_id}:${card.count}`).join(',')
    const dice = deck.dice.map((die) => `${die.die_flag}:${die.count}`).join(',')
    const key = `${deck.phoenixborn_id}|${cards}|${dice}`
    let part = this.parts.get(key)
    if (part === undefined) {
      part = contentsJson(deck, snapshot)
      this.parts.set(key, part)
    }
    return part
  }
}

/** `JSON.stringify(deckOut(deck, snapshot, options))` (minimal cards), from cached contents. */
export function deckOutJson(
  deck: ListedDeck,
  snapshot: CardSnapshot,
  options: Pick<JsonOptions, 'shareUuid'>,
  contents: DeckContentsJson,
): string {
  const head = JSON.stringify(headOut(deck))
  const tail = JSON.stringify(tailOut(deck, options))
  return `${head.slice(0, -1)},${contents.get(deck, snapshot)},${tail.slice(1)}`
}

/** A listing page in the pagination envelope, as JSON text (`results`: its items' JSON, joined). */
export function pageJson(envelope: Omit<Paginated<unknown>, 'results'>, results: string) {
  const { count, next, previous } = envelope
  return `{"count":${count},"next":${JSON.stringify(next)},"previous":${JSON.stringify(previous)},"results":[${results}]}`
}
