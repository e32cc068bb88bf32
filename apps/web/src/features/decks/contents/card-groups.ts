import { byCodePoint, cardSections, deckCardCount } from '@ashes/game'
import type { PlayerOptions } from '../../../lib/options-store.ts'

export type DeckSort = PlayerOptions['deckSort']
export type DeckOrder = PlayerOptions['deckOrder']

/** A card of a deck as its page shows it (the deck API's minimal entry, or the builder's). */
export interface GroupedCard {
  stub: string
  name: string
  type: string
  count: number
  /** Name of the Phoenixborn the card is bound to. */
  phoenixborn?: string | null | undefined
  /** Absent on cards the builder holds but no deck reply has described yet. */
  release?: { name: string; stub: string } | null | undefined
}

/** Cards under one heading of a deck page: a card type, or a release. */
export interface CardGroup<C extends GroupedCard> {
  key: string
  title: string
  count: number
  cards: C[]
}

export const UNKNOWN_RELEASE = 'Release unknown'

const byName = (a: GroupedCard, b: GroupedCard) => byCodePoint(a.name, b.name)

function byRelease<C extends GroupedCard>(
  cards: readonly C[],
  releaseOrder: readonly string[],
): CardGroup<C>[] {
  const groups = new Map<string, CardGroup<C>>()
  for (const card of cards) {
    const key = card.release?.stub ?? ''
    const group = groups.get(key) ?? {
      key,
      title: card.release?.name || UNKNOWN_RELEASE,
      count: 0,
      cards: [],
    }
    group.cards.push(card)
    groups.set(key, group)
  }
  // Releases missing from the known order (a private release, an unknown one) come last.
  const rank = (key: string) => {
    const index = releaseOrder.indexOf(key)
    return key === '' ? releaseOrder.length + 1 : index < 0 ? releaseOrder.length : index
  }
  return [...groups.values()]
    .sort((a, b) => rank(a.key) - rank(b.key) || byCodePoint(a.title, b.title))
    .map((group) => ({
      ...group,
      count: deckCardCount(group.cards),
      cards: group.cards.sort(byName),
    }))
}

/**
 * A deck page's card groups (ui-behaviour §12): by type in the game's section order, or by
 * release in release order (`releaseOrder`: release stubs, oldest first); `desc` reverses the
 * groups. Within a group cards always read by name, so a card is easy to find either way.
 */
export function groupDeckCards<C extends GroupedCard>(
  cards: readonly C[],
  {
    sort,
    order,
    releaseOrder = [],
  }: { sort: DeckSort; order: DeckOrder; releaseOrder?: readonly string[] },
): CardGroup<C>[] {
  const groups =
    sort === 'release'
      ? byRelease(cards, releaseOrder)
      : cardSections(cards).map((section) => ({
          key: section.type,
          title: section.title,
          count: section.count,
          cards: section.cards,
        }))
  return order === 'desc' ? groups.reverse() : groups
}
