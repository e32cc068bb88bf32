import {
  buyOffers,
  type CardOffer,
  type DiceOffer,
  deckDisplayTitle,
  type StoreProduct,
} from '@ashes/game'
import { Dialog } from '../../components/Dialog.tsx'
import type { BuyableDeck } from './BuyButton.tsx'
import { returnTo } from './checkout.ts'
import { ProductRow } from './ProductRow.tsx'
import { useBuy } from './useBuy.ts'

export const NO_CARD_PRODUCTS =
  'There are no card products available for this deck. It may be too large.'

/** What the buy modal offers for a deck (SPEC §5), each product with its Buy button. */
export default function BuyModal(props: {
  deck: BuyableDeck
  products: StoreProduct[]
  onClose: () => void
}) {
  const { deck } = props
  const offers = buyOffers(deck, props.products)
  const { pending, buy } = useBuy()
  const title = deckDisplayTitle(deck)
  const buyCards = (offer: CardOffer) =>
    buy({ sku: offer.product.sku, return_to: returnTo(true), title, cards: offer.cards })
  const buyDice = (offer: DiceOffer) => buy({ sku: offer.product.sku, return_to: returnTo(true) })
  return (
    <Dialog title="Purchase This Deck" onClose={props.onClose}>
      <p className="text-sm text-stone-600">
        Choosing a product takes you to our partner store to complete the purchase.
      </p>
      <section aria-labelledby="buy-cards" className="space-y-2">
        <h3 id="buy-cards" className="font-bold">
          Cards
        </h3>
        {offers.cards.length === 0 ? <p>{NO_CARD_PRODUCTS}</p> : null}
        <ul className="space-y-2">
          {offers.cards.map((offer) => (
            <ProductRow
              key={`${offer.product.sku}-${offer.diceReference}`}
              product={offer.product}
              detail={referenceNote(offer)}
              unavailable="Coming Soon!"
              pending={pending}
              onBuy={() => buyCards(offer)}
            />
          ))}
        </ul>
      </section>
      {offers.dice.length > 0 ? (
        <section aria-labelledby="buy-dice" className="space-y-2">
          <h3 id="buy-dice" className="font-bold">
            Dice
          </h3>
          <ul className="space-y-2">
            {offers.dice.map((offer) => (
              <ProductRow
                key={offer.product.sku}
                product={offer.product}
                unavailable="Currently Unavailable"
                pending={pending}
                onBuy={() => buyDice(offer)}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </Dialog>
  )
}

function referenceNote(offer: CardOffer): string {
  const count = offer.cards.reduce((total, card) => total + card.count, 0)
  const cards = `${count} cards`
  if (offer.diceReference) return `${cards}, includes dice reference cards`
  return offer.product.attributes.unrestricted ? cards : `${cards}, no dice reference cards`
}
