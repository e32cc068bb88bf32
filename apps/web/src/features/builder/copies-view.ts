import { useMemo, useSyncExternalStore } from 'react'
import { deckLookup } from './deck-data.ts'
import type { QuantityCard } from './QuantityButtons.tsx'
import { type BuilderDeck, useBuilder } from './state.ts'

/** What a card's quantity control shows of the deck. */
export interface CopiesView {
  count: number
  limit: number
  unrestricted: boolean
  /** A card of another Phoenixborn than the deck's. */
  other: boolean
  /** Another Phoenixborn's card that the deck does not hold: no buttons. */
  hidden: boolean
}

function copiesView(deck: BuilderDeck, card: QuantityCard): CopiesView {
  const lookup = deckLookup(deck)
  const count = lookup.count(card.stub)
  const chosen = deck.phoenixborn?.name
  const otherPhoenixborn =
    !deck.is_unrestricted && Boolean(card.phoenixborn && chosen && card.phoenixborn !== chosen)
  return {
    count,
    limit: lookup.limit(card),
    unrestricted: deck.is_unrestricted,
    other: otherPhoenixborn,
    hidden: otherPhoenixborn && count === 0,
  }
}

const sameView = (a: CopiesView, b: CopiesView) =>
  a.count === b.count &&
  a.limit === b.limit &&
  a.unrestricted === b.unrestricted &&
  a.other === b.other &&
  a.hidden === b.hidden

/** One mounted control's view, kept per deck; `notify` re-renders the control. */
interface Watcher {
  card: QuantityCard
  deck: BuilderDeck | null
  view: CopiesView | null
  notify: (() => void) | null
}

/** The view of the deck in the builder now; the same object while it shows the same. */
function read(watcher: Watcher): CopiesView {
  const { deck } = useBuilder.getState()
  if (watcher.deck !== deck || !watcher.view) {
    const next = copiesView(deck, watcher.card)
    if (!watcher.view || !sameView(watcher.view, next)) watcher.view = next
    watcher.deck = deck
  }
  return watcher.view
}

/**
 * Every mounted control, under one subscription to the builder. A card list holds a control per
 * card; with a subscription each, every change of the deck ran React's subscription work for
 * all of them (about a fifth of a card added's script, in a profile of bench/builder.ts's
 * click). Here a deck change computes each view in one loop, O(1) each over the deck's lookup,
 * and tells only the controls whose view changed.
 */
const watchers = new Set<Watcher>()
let unsubscribe: (() => void) | null = null

function watch(watcher: Watcher, notify: () => void): () => void {
  watcher.notify = notify
  watchers.add(watcher)
  unsubscribe ??= useBuilder.subscribe((state, previous) => {
    if (state.deck === previous.deck) return
    for (const each of watchers) {
      const before = each.view
      if (read(each) !== before) each.notify?.()
    }
  })
  return () => {
    watchers.delete(watcher)
    if (watchers.size > 0 || !unsubscribe) return
    unsubscribe()
    unsubscribe = null
  }
}

/** The card's copies, copy limit and whether another Phoenixborn owns it, as the deck changes. */
export function useCopies(card: QuantityCard): CopiesView {
  const watcher = useMemo<Watcher>(() => ({ card, deck: null, view: null, notify: null }), [card])
  const subscribe = useMemo(() => (notify: () => void) => watch(watcher, notify), [watcher])
  const snapshot = useMemo(() => () => read(watcher), [watcher])
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}
