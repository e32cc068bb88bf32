import { type BuyDeck, buyOffered, deckCardCount, deckSize } from '@ashes/game'
import { lazy, Suspense, useEffect, useState } from 'react'
import { refusedOffline } from '../../lib/offline.ts'
import { useCatalogue } from '../../lib/products.ts'

// Loaded on first use: deck pages stay within the first-load budget.
const BuyModal = lazy(() => import('./BuyModal.tsx'))

/** SPEC §9: how often the page looks for `#buy` while it waits for the products. */
export const BUY_HASH_POLL_MS = 500

export interface BuyableDeck extends BuyDeck {
  title: string | null
  phoenixborn: { name: string; stub: string } | null
}

/** The button's text (SPEC §2 deck details); only 'Purchase This Deck' can be chosen. */
function buyButtonText(loaded: boolean, productCount: number, deck: BuyableDeck) {
  if (!loaded) return 'Loading products...'
  if (productCount === 0) return 'No products available'
  const unrestricted = deck.is_unrestricted === true
  if (!unrestricted && deckCardCount(deck.cards) !== deckSize(false)) return 'Deck is incomplete'
  return 'Purchase This Deck'
}

const PURCHASE = 'Purchase This Deck'

/** Drops `#buy` from the address, so closing the modal is not undone by a reload. */
function forgetBuyHash() {
  if (window.location.hash !== '#buy') return
  const { pathname, search } = window.location
  window.history.replaceState(window.history.state, '', `${pathname}${search}`)
}

/** A deck page's Buy button; `#buy` in the address opens the buy modal once products load. */
export function BuyButton({ deck }: { deck: BuyableDeck }) {
  const { loaded, products } = useCatalogue()
  const [open, setOpen] = useState(false)
  const text = buyButtonText(loaded, products.length, deck)
  const offered = buyOffered(deck)
  const purchasable = offered && text === PURCHASE

  useEffect(() => {
    if (!purchasable || open) return
    const check = () => {
      if (window.location.hash === '#buy') setOpen(true)
    }
    check()
    const timer = setInterval(check, BUY_HASH_POLL_MS)
    return () => clearInterval(timer)
  }, [purchasable, open])

  const close = () => {
    forgetBuyHash()
    setOpen(false)
  }
  // A legacy deck cannot be played: no Buy button beside its warning.
  if (!offered) return null
  return (
    <>
      <button
        type="button"
        className="btn-primary min-h-11 w-full"
        disabled={!purchasable}
        onClick={() => refusedOffline('Buying') || setOpen(true)}
      >
        {text}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <BuyModal deck={deck} products={products} onClose={close} />
        </Suspense>
      ) : null}
    </>
  )
}
