/** A card as the conjuration pile needs it. */
export interface PileCard {
  name: string
  /** How many copies of a conjuration a player has (the pile count). */
  copies?: number | null | undefined
}

export interface PileEntry<C> {
  card: C
  count: number
}

/** Plain code-point order, as the reference sorts deck lists (not locale-aware). */
export const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/**
 * The conjuration pile of a deck: every conjuration reachable from its cards and Phoenixborn,
 * following conjurations that conjure others, each once, counted by its `copies`, by name.
 */
export function conjurationPile<C extends { name: string }>(
  roots: readonly C[],
  conjurationsOf: (card: C) => readonly C[],
  copiesOf: (card: C) => number = (card) => (card as PileCard).copies ?? 0,
): PileEntry<C>[] {
  const found = new Set<C>()
  const visit = (card: C) => {
    for (const conjuration of conjurationsOf(card)) {
      if (found.has(conjuration)) continue
      found.add(conjuration)
      visit(conjuration)
    }
  }
  for (const root of roots) visit(root)
  return [...found]
    .sort((a, b) => byCodePoint(a.name, b.name))
    .map((card) => ({ card, count: copiesOf(card) }))
}
