import type { TypeFilter } from '@ashes/game'
import { type ReactNode, useId, useState } from 'react'
import { DiceFilter } from '../../../components/DiceFilter.tsx'
import { Icon } from '../../../components/Icon.tsx'
import { GalleryStyleToggle, SortOrderButton } from '../../../components/SortControls.tsx'
import { useOptions } from '../../../lib/options-store.ts'
import { Link } from '../../../lib/router/index.ts'
import {
  activeFilterCount,
  type CardFilters,
  type CardSort,
  SORTS,
  TYPE_BUTTONS,
  toggleType,
} from '../filters.ts'
import { ReleaseFilter } from './ReleaseFilter.tsx'

interface Props {
  filters: CardFilters
  /** Deckbuilder mode is on: the Conjuration type button is hidden. */
  hideConjurations?: boolean
  legacy: boolean
  loggedIn: boolean
  loading: boolean
  onChange: (next: CardFilters, instant?: boolean) => void
  /** The deckbuilder mode toggle while a deck is built: beside "Filters (n)" on phones, last on
   * wider screens. */
  modeToggle?: ReactNode
}

const SORT_LABELS: Record<CardSort, string> = {
  name: 'Name',
  type: 'Type',
  release: 'Release',
  cost: 'Cost',
}

/**
 * The card browser's controls; disabled while a listing loads, all but the search box.
 * On phones (below 768 px) all but the search fold behind a "Filters (n)" button, n counting the
 * filters in force; wider screens always show them.
 */
export function FilterBar({
  filters,
  hideConjurations = false,
  legacy,
  loggedIn,
  loading,
  onChange,
  modeToggle,
}: Props) {
  const releaseOption = useOptions((state) => state.releaseFilter)
  const setOption = useOptions((state) => state.setOption)
  const [folded, setFolded] = useState(true)
  const foldId = useId()
  const active = activeFilterCount(filters)
  const onReleases = (releases: CardFilters['releases']) => {
    if ((releases === 'all' || releases === 'mine') && !legacy && releases !== releaseOption) {
      setOption('releaseFilter', releases)
    }
    onChange({ ...filters, releases }, true)
  }
  // Its own stacking context (a paint layer Chromium records once and reuses): adding a card
  // repaints a card row and the builder pane, not the filters' many buttons and icons. z-10 keeps
  // the releases menu above the card rows.
  return (
    <div className="relative z-10 flex flex-col gap-2" aria-busy={loading}>
      <div className="flex items-center gap-3">
        <div className="relative flex-1">
          <label htmlFor="card-search" className="sr-only">
            Filter by name or text
          </label>
          <Icon
            name="search"
            className="pointer-events-none absolute top-3 left-3 size-4 text-stone-400"
          />
          <input
            id="card-search"
            type="search"
            // Our clear button only: Chromium and Safari would add their own cancel button.
            className="field pr-10 pl-9 [&::-webkit-search-cancel-button]:appearance-none"
            placeholder="Filter by name or text..."
            value={filters.q}
            // Never read-only, not even while a listing loads (SPEC: controls wait for a load):
            // keys typed then would be lost. Each text fetches its own listing, so typing on
            // only asks for a newer one.
            onChange={(event) => onChange({ ...filters, q: event.target.value })}
          />
          {filters.q ? (
            <button
              type="button"
              className="absolute top-1.5 right-1.5 rounded p-1.5 hover:bg-stone-100"
              aria-label="Clear search"
              disabled={loading}
              onClick={() => onChange({ ...filters, q: '' })}
            >
              <Icon name="close" />
            </button>
          ) : null}
        </div>
        <Link
          to="/cards/syntax/"
          className="link inline-flex min-h-11 items-center text-sm whitespace-nowrap"
        >
          Search syntax
        </Link>
      </div>
      <div
        className={`flex flex-wrap items-center gap-2 md:order-last ${modeToggle ? '' : 'md:hidden'}`}
      >
        <button
          type="button"
          className="btn min-h-11 gap-1 md:hidden"
          aria-expanded={!folded}
          aria-controls={foldId}
          onClick={() => setFolded(!folded)}
        >
          <Icon name="chevron" className={`size-4 ${folded ? '' : 'rotate-180'}`} />
          Filters ({active})
        </button>
        {modeToggle}
      </div>
      <div id={foldId} className={`space-y-2 md:block ${folded ? 'hidden' : ''}`}>
        <fieldset disabled={loading} className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <legend className="sr-only">Card filters</legend>
          <DiceFilter filters={filters} onChange={onChange} />
          <fieldset className="flex flex-wrap gap-1">
            <legend className="sr-only">Card types</legend>
            {TYPE_BUTTONS.filter(
              ({ value }) => !(hideConjurations && value === 'conjurations'),
            ).map(({ value, label }) => (
              <button
                key={value}
                type="button"
                className="btn-toggle px-2"
                aria-pressed={filters.types.includes(value)}
                onClick={() => onChange(toggleType(filters, value as TypeFilter))}
              >
                {label}
              </button>
            ))}
          </fieldset>
          <fieldset className="flex gap-1">
            <legend className="sr-only">Summons</legend>
            <button
              type="button"
              className="btn-toggle"
              aria-pressed={!filters.summons}
              onClick={() => onChange({ ...filters, summons: false })}
            >
              All
            </button>
            <button
              type="button"
              className="btn-toggle"
              aria-pressed={filters.summons}
              onClick={() => onChange({ ...filters, summons: true })}
            >
              Summons
            </button>
          </fieldset>
        </fieldset>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <ReleaseFilter
            value={filters.releases}
            legacy={legacy}
            loggedIn={loggedIn}
            disabled={loading}
            onChange={onReleases}
          />
          <fieldset disabled={loading} className="flex items-center gap-1">
            <legend className="sr-only">Sort</legend>
            <label htmlFor="card-sort" className="text-sm">
              Sort by
            </label>
            <select
              id="card-sort"
              className="rounded border border-stone-300 bg-raised px-2 py-1.5 text-sm"
              value={filters.sort}
              onChange={(event) => onChange({ ...filters, sort: event.target.value as CardSort })}
            >
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
            <SortOrderButton
              order={filters.order}
              onChange={(order) => onChange({ ...filters, order })}
            />
          </fieldset>
          <GalleryStyleToggle />
        </div>
      </div>
    </div>
  )
}
