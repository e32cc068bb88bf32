/** What the First Five and the draw odds read of a deck: a deck page's deck or the builder's. */
export interface FirstFiveDeck {
  phoenixborn: { name: string; stub: string } | null
  dice: readonly { name: string; count: number }[]
  cards: readonly { stub: string; name: string; type: string; count: number }[]
  first_five?: readonly string[] | null | undefined
  effect_costs?: readonly string[] | null | undefined
  tutor_map?: Readonly<Record<string, string>> | null | undefined
  is_legacy?: boolean | null | undefined
}
