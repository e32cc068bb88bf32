import type { CardEntry } from '../cards/card-snapshot.ts'

/** A card as discovery answers name it. */
export const discoveryCard = (card: CardEntry) => ({
  stub: card.stub,
  name: card.name,
  type: card.type,
})

/** Figures to four decimals: enough for a percentage with two, and stable in tests. */
export const round = (value: number) => Math.round(value * 10_000) / 10_000

/**
 * The first `size` items in `before` order, of items offered one by one: a full sort of the tens
 * of thousands of decks sharing a card with a deck would cost more than finding them.
 */
export class Top<T> {
  readonly items: T[] = []

  constructor(
    private readonly size: number,
    private readonly before: (a: T, b: T) => number,
  ) {}

  offer(item: T): void {
    const { items } = this
    if (items.length === this.size && this.before(item, items[items.length - 1] as T) >= 0) return
    let at = items.length
    while (at > 0 && this.before(item, items[at - 1] as T) < 0) at -= 1
    items.splice(at, 0, item)
    if (items.length > this.size) items.pop()
  }
}
