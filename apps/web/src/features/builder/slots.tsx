import { lazy, Suspense, useEffect, useState } from 'react'
import { Icon } from '../../components/Icon.tsx'
import { useAuth } from '../../lib/auth-store.ts'
import { builderIntent, loadedPane, loadPane, prefetchBuilder } from './prefetch.ts'
import type { QuantityCard } from './QuantityButtons.tsx'
import { builderStore, useBuilderState, useDraftsState } from './store-handle.ts'

/** The builder's cheap mount points; what they show loads only once the builder is active. */

const BuilderPane = lazy(loadPane)
const QuantityButtons = lazy(() => import('./QuantityButtons.tsx'))
const DraftOffer = lazy(() => import('./DraftOffer.tsx'))

/**
 * Once the page has loaded and the browser is idle, a logged-in player's browser fetches the
 * builder's code, so "New deck" opens the pane at once; it is never part of the
 * first load, and visitors, who cannot build, never fetch it.
 */
function usePrefetchWhenIdle(): void {
  const loggedIn = useAuth((state) => state.token !== null)
  useEffect(() => {
    if (!loggedIn) return
    let idle: number | undefined
    const whenIdle = () => {
      idle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(prefetchBuilder)
          : window.setTimeout(prefetchBuilder, 2000)
    }
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    return () => {
      window.removeEventListener('load', whenIdle)
      if (idle === undefined) return
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle)
      else clearTimeout(idle)
    }
  }, [loggedIn])
}

export function BuilderPaneSlot() {
  const enabled = useBuilderState((state) => state.enabled, false)
  usePrefetchWhenIdle()
  if (!enabled) return null
  return <Pane />
}

function Pane() {
  // Chosen once per opening, so the pane is never swapped for another element while open.
  const [Loaded] = useState(loadedPane)
  if (Loaded) return <Loaded />
  return (
    <Suspense fallback={null}>
      <BuilderPane />
    </Suspense>
  )
}

/** Unsaved edits kept at a log-out, offered to their player; loads only when there are some. */
export function DraftOfferSlot() {
  const player = useAuth((state) => (state.token ? state.badge : null))
  const has = useDraftsState(
    (state) => player !== null && (state.drafts[player]?.length ?? 0) > 0,
    false,
  )
  if (!has) return null
  return (
    <Suspense fallback={null}>
      <DraftOffer />
    </Suspense>
  )
}

/**
 * Header button that shows and hides the pane while the builder is active, where the pane is a
 * column beside the page (≥1280 px). Narrower, the pane's own floating button is the one toggle.
 */
export function BuilderToggle() {
  const enabled = useBuilderState((state) => state.enabled, false)
  const open = useBuilderState((state) => state.paneOpen, false)
  const cards = useBuilderState(
    (state) => state.deck.cards.reduce((total, card) => total + card.count, 0),
    0,
  )
  if (!enabled) return null
  return (
    <button
      type="button"
      className="hidden items-center gap-1 rounded bg-sky-700 px-2 py-1 text-sm font-semibold hover:bg-sky-600 xl:flex"
      aria-expanded={open}
      aria-controls="builder-pane"
      onClick={() => builderStore()?.setState({ paneOpen: !open })}
      {...builderIntent}
    >
      <Icon name="chevron" className={`size-4 ${open ? 'rotate-90' : '-rotate-90'}`} />
      {open ? 'Hide builder' : 'Deck builder'}
      {/* A fixed box, laid out alone: a card added changes this text, and a change in the
          header's own flow would lay out the whole page (the pane beside it is its own root). */}
      <span className="h-4 w-[4ch] rounded bg-white/20 text-center text-xs">
        <span className="block h-full [contain:strict]">{cards}</span>
      </span>
    </button>
  )
}

interface CardQuantityProps {
  card: QuantityCard
  placement?: 'list' | 'page'
}

/** Quantity buttons of a card while the builder is active (card browser and card pages). */
export function CardQuantity(props: CardQuantityProps) {
  const enabled = useBuilderState((state) => state.enabled, false)
  return enabled ? <ActiveCardQuantity {...props} /> : null
}

/**
 * A card's quantity buttons, for a list that knows the builder is active: its rows then do not
 * each subscribe to that (every change of the deck ran each row's subscription).
 */
export function ActiveCardQuantity({ card, placement = 'list' }: CardQuantityProps) {
  return (
    <Suspense fallback={<span className="inline-block h-8 w-32" aria-hidden="true" />}>
      <QuantityButtons card={card} size={placement === 'page' ? 'large' : 'small'} />
    </Suspense>
  )
}
