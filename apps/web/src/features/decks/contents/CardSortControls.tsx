import { Icon } from '../../../components/Icon.tsx'
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
  const galleryStyle = useOptions((state) => state.galleryStyle)
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
          className="rounded border border-stone-300 bg-white px-2 py-1.5 text-sm"
          value={sort}
          onChange={(event) => setOption('deckSort', event.target.value as DeckSort)}
        >
          {(Object.keys(SORT_LABELS) as DeckSort[]).map((value) => (
            <option key={value} value={value}>
              {SORT_LABELS[value]}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn px-2"
          aria-label={
            order === 'asc'
              ? 'Ascending order; switch to descending'
              : 'Descending order; switch to ascending'
          }
          onClick={() => setOption('deckOrder', order === 'asc' ? 'desc' : 'asc')}
        >
          <Icon name={order} />
        </button>
      </fieldset>
      <fieldset className="ml-auto flex gap-1">
        <legend className="sr-only">Gallery style</legend>
        <button
          type="button"
          className="btn-toggle px-2"
          aria-pressed={galleryStyle === 'list'}
          aria-label="List"
          title="List"
          onClick={() => setOption('galleryStyle', 'list')}
        >
          <Icon name="list" />
        </button>
        <button
          type="button"
          className="btn-toggle px-2"
          aria-pressed={galleryStyle === 'binder'}
          aria-label="Binder"
          title="Binder"
          onClick={() => setOption('galleryStyle', 'binder')}
        >
          <Icon name="binder" />
        </button>
      </fieldset>
    </div>
  )
}
