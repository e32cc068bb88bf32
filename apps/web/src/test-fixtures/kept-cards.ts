/**
 * The card data kept on this device (features/offline) as a test sets it: a test file mocks the
 * offline feature with `keptCardCopy` and says what is kept (`kept.cards`) or that nothing is
 * (`kept.held = false`):
 * `vi.mock('../offline/index.ts', async () => (await import('…/kept-cards.ts')).keptCardCopy)`.
 */
export const kept: { held: boolean; cards: { name: string; stub: string }[] } = {
  held: true,
  cards: [],
}

export const keptCardCopy = {
  localCardPage: async () =>
    kept.held
      ? { count: kept.cards.length, next: null, previous: null, results: kept.cards }
      : undefined,
  localCardDetails: async (stub: string) => {
    const card = kept.held ? kept.cards.find((each) => each.stub === stub) : undefined
    return card ? { card } : undefined
  },
}
