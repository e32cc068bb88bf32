import { byCodePoint } from '@ashes/game'
import { useMemo } from 'react'
import { useOptions } from '../../../lib/options-store.ts'
import { useReleaseOrder } from '../api.ts'
import { CardGroups } from './CardGroups.tsx'
import { CardSortControls } from './CardSortControls.tsx'
import { type GroupedCard, groupDeckCards } from './card-groups.ts'

interface Props {
  cards: readonly GroupedCard[]
  conjurations: readonly GroupedCard[]
  /** The releases the deck needs, oldest first, when the page has them (deck details). */
  releases?: readonly { stub: string }[] | undefined
  legacy: boolean
}

/**
 * A deck's cards as the player last chose to see them (ui-behaviour §12): grouped by type or
 * release, either order, as a list or a binder. Grouping by release ranks releases by the
 * site's release list, fetched only once that sort is chosen; until then (or without it) the
 * deck's own list of releases ranks them.
 */
export function DeckCards({ cards, conjurations, releases, legacy }: Props) {
  const sort = useOptions((state) => state.deckSort)
  const order = useOptions((state) => state.deckOrder)
  const binder = useOptions((state) => state.galleryStyle === 'binder')
  const siteReleases = useReleaseOrder(legacy, sort === 'release')
  const releaseOrder = useMemo(
    () => siteReleases.data ?? releases?.map((release) => release.stub) ?? [],
    [siteReleases.data, releases],
  )
  const groups = useMemo(
    () => groupDeckCards(cards, { sort, order, releaseOrder }),
    [cards, sort, order, releaseOrder],
  )
  const pile = useMemo(
    () => [...conjurations].sort((a, b) => byCodePoint(a.name, b.name)),
    [conjurations],
  )
  return (
    <div className="space-y-3">
      <CardSortControls />
      <CardGroups groups={groups} conjurations={pile} legacy={legacy} binder={binder} />
    </div>
  )
}
