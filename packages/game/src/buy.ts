import { DICE, type DieName } from './dice.ts'

/** A product of the partner store (SPEC §3 "Store product", as `GET {store}/products/` answers). */
export interface StoreProduct {
  sku: string
  name: string
  price: string
  available: boolean
  /** A product printed from a deck's card list (not dice, not a Chimera deck). */
  deck: boolean
  attributes: {
    physical: boolean
    unrestricted: boolean
    max: number
    cards: boolean
    /** A Red Rains Chimera deck, sold on /decks/enemy/. */
    chimera?: boolean
    /** The release stub of that Chimera's Red Rains box. */
    release?: string
  }
  text?: string
  subtitle?: string
}

/** The name of each die's reference card, printed with a legal deck when it fits. */
export const DICE_REFERENCE_CARDS: Readonly<Record<DieName, string>> = {
  ceremonial: 'Ceremonial Magic',
  charm: 'Charm Magic',
  illusion: 'Illusion Magic',
  natural: 'Natural Magic',
  divine: 'Divine Magic',
  sympathy: 'Sympathy Magic',
  time: 'Time Magic',
  artifice: 'Artifice Magic',
  astral: 'Astral Magic',
}

interface Counted {
  name: string
  count: number
  stub?: string
}

/** One line of the card list the store prints: a card and its copies (SPEC §7 `cards`). */
export interface PrintedCard {
  name: string
  count: number
  stub?: string
}

/** What the buy rules need to know about a deck. */
export interface BuyDeck {
  phoenixborn: { name: string; stub?: string } | null
  cards: readonly Counted[]
  conjurations: readonly Counted[]
  dice: readonly Counted[]
  is_unrestricted?: boolean | null
  is_legacy?: boolean | null
}

/**
 * Whether anything is offered for a deck at all: a legacy deck is a first-edition list that cannot
 * be played with current-edition cards (SPEC §2 deck details, its warning), so nothing is sold for it.
 */
export const buyOffered = (deck: BuyDeck): boolean => deck.is_legacy !== true

/** A card product offered for a deck, with the card list the store is to print. */
export interface CardOffer {
  product: StoreProduct
  /** What the store is to print; the counts add up to the printed card count. */
  cards: PrintedCard[]
  /** Whether `cards` ends with the deck's dice reference cards. */
  diceReference: boolean
  available: boolean
}

/** A dice product matched to one of the deck's dice. */
export interface DiceOffer {
  product: StoreProduct
  die: DieName
  available: boolean
}

export interface BuyOffers {
  cards: CardOffer[]
  dice: DiceOffer[]
}

const line = ({ name, count, stub }: Counted): PrintedCard =>
  stub === undefined ? { name, count } : { name, count, stub }
const copies = (entries: readonly Counted[]) => entries.filter((entry) => entry.count > 0).map(line)

/** How many cards a list prints. */
export const printedCount = (cards: readonly PrintedCard[]): number =>
  cards.reduce((total, card) => total + card.count, 0)

/**
 * The printed cards of a deck: an unrestricted deck is a list of cards and nothing more; a legal
 * deck is played with its Phoenixborn and its conjurations, so those are printed too.
 */
export function printedCards(deck: BuyDeck): PrintedCard[] {
  if (deck.is_unrestricted) return copies(deck.cards)
  return [
    ...(deck.phoenixborn ? [line({ ...deck.phoenixborn, count: 1 })] : []),
    ...copies(deck.cards),
    ...copies(deck.conjurations),
  ]
}

/** The reference cards of the deck's dice, one per die type used, in dice order. */
export function diceReferenceCards(dice: readonly Counted[]): PrintedCard[] {
  const used = new Set(dice.filter((die) => die.count > 0).map((die) => die.name.toLowerCase()))
  return DICE.filter((die) => used.has(die)).map((die) => ({
    name: DICE_REFERENCE_CARDS[die],
    count: 1,
  }))
}

/** Of the products that fit, an available one before one that is not, then the smallest. */
function best(products: StoreProduct[]): StoreProduct | undefined {
  return products
    .map((product, index) => ({ product, index }))
    .sort(
      (a, b) =>
        Number(b.product.available) - Number(a.product.available) ||
        a.product.attributes.max - b.product.attributes.max ||
        a.index - b.index,
    )[0]?.product
}

/**
 * SPEC §5 "Buy availability". A legal deck fits a product when its printed count (Phoenixborn,
 * cards, conjurations) is below the product's max; its dice reference cards come along when the
 * count with them is below max too. An unrestricted deck fits when its card count is at most max,
 * and only products flagged unrestricted take it; a legal deck only products not so flagged (an
 * unrestricted list is a different print). Per kind (physical, download) one product is offered:
 * the smallest that takes the dice reference cards, and the smallest that fits only without them
 * when there is one, so the buyer never pays for a larger print than the deck needs.
 */
export function cardOffers(deck: BuyDeck, products: readonly StoreProduct[]): CardOffer[] {
  if (!buyOffered(deck)) return []
  const unrestricted = deck.is_unrestricted === true
  const cards = printedCards(deck)
  const count = printedCount(cards)
  const reference = unrestricted ? [] : diceReferenceCards(deck.dice)
  const fits = (count: number, product: StoreProduct) =>
    unrestricted ? count <= product.attributes.max : count < product.attributes.max
  const candidates = products.filter(
    (product) =>
      product.deck && product.attributes.unrestricted === unrestricted && fits(count, product),
  )
  const offers: CardOffer[] = []
  for (const physical of [true, false]) {
    const kind = candidates.filter((product) => product.attributes.physical === physical)
    const withReference = kind.filter((product) => fits(count + reference.length, product))
    const without = best(kind.filter((product) => !withReference.includes(product)))
    if (without) offers.push(offer(without, cards, false))
    const chosen = best(withReference)
    if (chosen) offers.push(offer(chosen, [...cards, ...reference], reference.length > 0))
  }
  return offers
}

const offer = (product: StoreProduct, cards: PrintedCard[], diceReference: boolean): CardOffer => ({
  product,
  cards,
  diceReference,
  available: product.available,
})

/** Dice products whose name starts with the name of one of the deck's dice (SPEC §9). */
export function diceOffers(deck: BuyDeck, products: readonly StoreProduct[]): DiceOffer[] {
  if (!buyOffered(deck)) return []
  const dice = products.filter((product) => !product.deck && !product.attributes.chimera)
  return DICE.filter((die) =>
    deck.dice.some((entry) => entry.count > 0 && entry.name.toLowerCase() === die),
  ).flatMap((die) =>
    dice
      .filter((product) => product.name.toLowerCase().startsWith(die))
      .map((product) => ({ product, die, available: product.available })),
  )
}

/** Everything the buy modal offers for a deck. */
export const buyOffers = (deck: BuyDeck, products: readonly StoreProduct[]): BuyOffers => ({
  cards: cardOffers(deck, products),
  dice: diceOffers(deck, products),
})

/** The Red Rains Chimera decks of the catalogue (the Enemy Decks page). */
export const chimeraProducts = (products: readonly StoreProduct[]): StoreProduct[] =>
  products.filter((product) => product.attributes.chimera === true)
