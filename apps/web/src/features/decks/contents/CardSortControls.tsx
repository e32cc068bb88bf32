import { GalleryStyleToggle, SortOrderButton } from '../../../components/SortControls.tsx'
import { useOptions } from '../../../lib/options-store.ts'
import type { DeckSort } from './card-groups.ts'

const SORT_LABELS: Record<DeckSort, string> = { type: 'Type', release: 'Release' }

/**
 * How a deck page lists its cards: by type or release, in either order, as a list or a binder.
 * Every choice is an option kept on the device; the gallery style is the card browser's too.
 * Looks and reads like the card browser's own sort and gallery controls.
 */
export function CardSortControls() {
  const sort = useOptions((state) => state.deckSort)
  const order = useOptions((state) => state.deckOrder)
  const setOption = useOptions((state) => state.setOption)
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <fieldset className="flex items-center gap-1">
        <legend className="sr-only">Sort cards</legend>
        <label htmlFor="deck-card-sort" className="text-sm">
          Sort by
        </label>
        <select
          id="deck-card-sort"
          className="rounded border border-stone-300 bg-raised px-2 py-1.5 text-sm"
          value={sort}
          onChange={(event) => setOption('deckSort', event.target.value as DeckSort)}
        >
          {(Object.keys(SORT_LABELS) as DeckSort[]).map((value) => (
            <option key={value} value={value}>
              {SORT_LABELS[value]}
            </option>
          ))}
        </select>
        <SortOrderButton order={order} onChange={(next) => setOption('deckOrder', next)} />
      </fieldset>
      <GalleryStyleToggle />
    </div>
  )
}
