import { describe, expect, it } from 'vitest'
import {
  type BuyDeck,
  buyOffered,
  buyOffers,
  cardOffers,
  chimeraProducts,
  diceOffers,
  diceReferenceCards,
  printedCards,
  printedCount,
  type StoreProduct,
} from './buy.ts'

function product(sku: string, max: number, more: Partial<StoreProduct['attributes']> = {}) {
  return {
    sku,
    name: sku,
    price: '19.95',
    available: true,
    deck: true,
    attributes: { physical: true, unrestricted: false, max, cards: true, ...more },
  } satisfies StoreProduct
}
const dice = (name: string, available = true): StoreProduct => ({
  ...product(`dice-${name}`, 0, { cards: false }),
  name: `${name} dice (set of 5)`,
  deck: false,
  available,
})
const pod52 = product('pod-52', 52)
const pod70 = product('pod-70', 70)
const list100 = product('list-100', 100, { unrestricted: true })
const pdf = { ...product('pdf-70', 70, { physical: false }), available: false }
const catalogue = [pod52, pod70, list100, pdf]

/** A legal deck: Phoenixborn, `cards` cards and `conjurations` conjurations. */
function deck(cards: number, conjurations = 0, dieNames = ['charm', 'natural']): BuyDeck {
  return {
    phoenixborn: { name: 'Aradel Summergaard' },
    cards: [{ name: 'Hammer Knight', count: cards }],
    conjurations: conjurations ? [{ name: 'Mist Spirit', count: conjurations }] : [],
    dice: dieNames.map((name, i) => ({ name, count: i === 0 ? 10 - dieNames.length + 1 : 1 })),
    is_unrestricted: false,
  }
}
const skus = (offers: { product: StoreProduct }[]) => offers.map((offer) => offer.product.sku)

describe('printed cards', () => {
  it('a legal deck prints its Phoenixborn, every copy of its cards and its conjurations', () => {
    const legal = { ...deck(2, 3), phoenixborn: { name: 'Aradel Summergaard', stub: 'aradel' } }
    expect(printedCards(legal)).toEqual([
      { name: 'Aradel Summergaard', count: 1, stub: 'aradel' },
      { name: 'Hammer Knight', count: 2 },
      { name: 'Mist Spirit', count: 3 },
    ])
  })

  it('an unrestricted deck prints its cards alone', () => {
    expect(printedCards({ ...deck(2, 3), is_unrestricted: true })).toEqual([
      { name: 'Hammer Knight', count: 2 },
    ])
  })

  it('one dice reference card per die type with dice, in dice order', () => {
    expect(
      diceReferenceCards([
        { name: 'natural', count: 5 },
        { name: 'charm', count: 5 },
        { name: 'time', count: 0 },
      ]),
    ).toEqual([
      { name: 'Charm Magic', count: 1 },
      { name: 'Natural Magic', count: 1 },
    ])
  })
})

describe('card products for a legal deck', () => {
  it('offers the smallest print that takes the dice reference cards, and the download', () => {
    // 1 + 30 + 10 = 41 printed, 43 with the reference cards: under 52
    const offers = cardOffers(deck(30, 10), catalogue)
    expect(skus(offers)).toEqual(['pod-52', 'pdf-70'])
    expect(printedCount(offers[0]?.cards ?? [])).toBe(43)
    expect(offers[0]?.cards.slice(-2).map((card) => card.name)).toEqual([
      'Charm Magic',
      'Natural Magic',
    ])
    expect(offers[0]?.diceReference).toBe(true)
    expect(offers[1]?.available).toBe(false)
  })

  it('when the reference cards do not fit a print, offers it without them beside a larger one with them', () => {
    // 1 + 30 + 20 = 51 printed: under 52, but 53 with the two reference cards is not
    const offers = cardOffers(deck(30, 20), [pod52, pod70])
    expect(skus(offers)).toEqual(['pod-52', 'pod-70'])
    expect(offers[0]).toMatchObject({ diceReference: false })
    expect(printedCount(offers[0]?.cards ?? [])).toBe(51)
    expect(offers[1]).toMatchObject({ diceReference: true })
    expect(printedCount(offers[1]?.cards ?? [])).toBe(53)
  })

  it('the count must be below max, not equal to it', () => {
    // 1 + 30 + 21 = 52 printed: not below 52
    expect(skus(cardOffers(deck(30, 21), [pod52]))).toEqual([])
    expect(skus(cardOffers(deck(30, 20, []), [pod52]))).toEqual(['pod-52'])
  })

  it('a deck without dice has no reference cards to add', () => {
    const [only] = cardOffers(deck(30, 20, []), [pod52])
    expect(only).toMatchObject({ diceReference: false })
    expect(printedCount(only?.cards ?? [])).toBe(51)
  })

  it('a deck over every max is offered nothing; unrestricted lists are not for legal decks', () => {
    expect(cardOffers(deck(30, 40), catalogue)).toEqual([])
  })

  it('an available product is offered before a smaller one that is not', () => {
    const closed52 = { ...pod52, available: false }
    expect(skus(cardOffers(deck(30, 10), [closed52, pod70]))).toEqual(['pod-70'])
    expect(skus(cardOffers(deck(30, 10), [closed52]))).toEqual(['pod-52'])
  })

  it('dice and Chimera products are never card offers', () => {
    const chimera = { ...product('chimera', 0, { chimera: true }), deck: false }
    expect(cardOffers(deck(30), [dice('Charm'), chimera])).toEqual([])
  })
})

describe('card products for an unrestricted deck', () => {
  const list = (count: number): BuyDeck => ({ ...deck(count, 10), is_unrestricted: true })

  it('offers only unrestricted products, without dice reference cards', () => {
    const [only, ...rest] = cardOffers(list(60), catalogue)
    expect(rest).toEqual([])
    expect(only).toMatchObject({ product: list100, diceReference: false })
    expect(printedCount(only?.cards ?? [])).toBe(60)
  })

  it('the count may equal max but not exceed it', () => {
    expect(skus(cardOffers(list(100), catalogue))).toEqual(['list-100'])
    expect(cardOffers(list(101), catalogue)).toEqual([])
  })
})

describe('dice products', () => {
  const all = [dice('Charm'), dice('Natural'), dice('Time', false), dice('Ceremonial')]

  it('matches dice products by name to the deck dice that have a count', () => {
    const offers = diceOffers(deck(30, 0, ['natural', 'charm', 'time']), all)
    expect(offers.map((offer) => offer.die)).toEqual(['charm', 'natural', 'time'])
    expect(offers.map((offer) => offer.available)).toEqual([true, true, false])
  })

  it('ignores dice with no count and card products', () => {
    const none: BuyDeck = { ...deck(30), dice: [{ name: 'charm', count: 0 }] }
    expect(diceOffers(none, [...all, pod52])).toEqual([])
  })
})

describe('the whole catalogue', () => {
  it('splits it into card and dice offers, and Chimera decks apart', () => {
    const chimera = { ...product('chimera', 0, { chimera: true }), deck: false, name: 'Charm x' }
    const offers = buyOffers(deck(30), [...catalogue, dice('Charm'), chimera])
    expect(skus(offers.cards)).toEqual(['pod-52', 'pdf-70'])
    expect(skus(offers.dice)).toEqual(['dice-Charm'])
    expect(chimeraProducts([...catalogue, chimera])).toEqual([chimera])
  })
})

describe('legacy decks', () => {
  // A legacy deck is a first-edition list that cannot be played with current cards (SPEC §2).
  it('are offered nothing to buy, cards or dice', () => {
    const legacy = { ...deck(30), is_legacy: true }
    expect(buyOffered(legacy)).toBe(false)
    expect(buyOffers(legacy, [...catalogue, dice('Charm')])).toEqual({ cards: [], dice: [] })
    expect(buyOffered(deck(30))).toBe(true)
  })
})
