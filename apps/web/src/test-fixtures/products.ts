import type { StoreProduct } from '@ashes/game'

/** A catalogue like the stand-in store's, for component tests. */
function product(sku: string, name: string, more: Partial<StoreProduct> = {}): StoreProduct {
  return {
    sku,
    name,
    price: '19.95',
    available: true,
    deck: true,
    attributes: { physical: true, unrestricted: false, max: 52, cards: true },
    subtitle: 'Print on demand',
    text: '',
    ...more,
  }
}
const attributes = (more: Partial<StoreProduct['attributes']>) => ({
  physical: true,
  unrestricted: false,
  max: 0,
  cards: false,
  ...more,
})

export const testProducts: StoreProduct[] = [
  product('POD-52', 'Printed deck (up to 52 cards)'),
  product('POD-100', 'Unrestricted card list (up to 100 cards)', {
    price: '39.95',
    attributes: attributes({ unrestricted: true, max: 100, cards: true }),
  }),
  product('PNP', 'Print-and-play deck (PDF)', {
    available: false,
    attributes: attributes({ physical: false, max: 70, cards: true }),
  }),
  product('DICE-NATURAL', 'Natural dice (set of 5)', {
    deck: false,
    price: '9.95',
    attributes: attributes({}),
  }),
  product('DICE-CHARM', 'Charm dice (set of 5)', {
    deck: false,
    available: false,
    attributes: attributes({}),
  }),
  product('CHIMERA-VIROS', 'The Corpse of Viros (Chimera deck)', {
    deck: false,
    price: '29.95',
    subtitle: 'Red Rains',
    attributes: attributes({ cards: true, chimera: true, release: 'the-corpse-of-viros' }),
  }),
  product('CHIMERA-MOON', 'The Flood of Moon Cove (Chimera deck)', {
    deck: false,
    available: false,
    subtitle: 'Red Rains',
    attributes: attributes({ cards: true, chimera: true, release: 'the-flood-of-moon-cove' }),
  }),
]

/** A complete legal deck: Aradel, 30 cards, 10 natural and charm dice, 4 conjurations. */
export function buyableDeck(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Rhino Rush',
    phoenixborn: { name: 'Aradel Summergaard', stub: 'aradel-summergaard' },
    cards: Array.from({ length: 10 }, (_, i) => ({
      name: `Card ${i}`,
      stub: `card-${i}`,
      count: 3,
    })),
    conjurations: [{ name: 'Blue Jaguar', stub: 'blue-jaguar', count: 4 }],
    dice: [
      { name: 'natural', count: 5 },
      { name: 'charm', count: 5 },
    ],
    is_unrestricted: false,
    ...overrides,
  }
}
