import { useCard } from '../../../components/cards/useCard.ts'
import { DiceFilter } from '../../../components/DiceFilter.tsx'
import { Icon } from '../../../components/Icon.tsx'
import {
  PUBLIC_SORT_LABELS,
  type PublicDeckSort,
  TRENDING_HELP_ID,
  TrendingHelp,
} from '../../likes/index.ts'
import { usePhoenixborns } from '../api.ts'
import {
  type DeckListFilters,
  type ListingScope,
  MY_DECKS_SORT_LABELS,
  type MyDecksSort,
  showsDice,
  showsPhoenixborn,
  showsPreconstructed,
} from './filters.ts'
import { SortSelect } from './SortSelect.tsx'

interface Props {
  scope: ListingScope
  filters: DeckListFilters
  onTitle: (q: string) => void
  onChange: (change: Partial<DeckListFilters>) => void
  /** Own lists: a sort choice (remembered, unlike the filters). */
  onSort: (sort: MyDecksSort) => void
  /** Public lists: newest, most liked or trending (kept in the URL). */
  onPublicSort: (sort: PublicDeckSort) => void
}

function PhoenixbornPicker({
  legacy,
  value,
  onChange,
}: {
  legacy: boolean
  value: string | null
  onChange: (stub: string | null) => void
}) {
  const phoenixborns = usePhoenixborns(legacy)
  const options = phoenixborns.data ?? []
  return (
    <select
      aria-label="Filter by Phoenixborn"
      className="field md:w-64"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
    >
      <option value="">
        {phoenixborns.isError ? 'Phoenixborn unavailable' : 'Filter by Phoenixborn...'}
      </option>
      {value && !options.some((pb) => pb.stub === value) ? (
        <option value={value}>{value}</option>
      ) : null}
      {options.map((pb) => (
        <option key={pb.stub} value={pb.stub}>
          {pb.name}
        </option>
      ))}
    </select>
  )
}

function Chip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full bg-accent-tint py-0.5 pr-1 pl-2 text-accent-ink">
      {label}
      <button
        type="button"
        className="rounded-full p-0.5 hover:bg-accent-line"
        aria-label={`Remove ${label}`}
        onClick={onRemove}
      >
        <Icon name="close" className="size-3" />
      </button>
    </li>
  )
}

function CardChip({
  stub,
  legacy,
  onRemove,
}: {
  stub: string
  legacy: boolean
  onRemove: () => void
}) {
  const card = useCard(stub, legacy, true)
  return <Chip label={card.data?.name ?? stub} onRemove={onRemove} />
}

/**
 * Title, Phoenixborn and 'Preconstructed Only' filters (own lists: the sort), public lists' dice
 * filter, then removable card and player chips.
 */
export function DeckFilterBar({ scope, filters, onTitle, onChange, onSort, onPublicSort }: Props) {
  const legacy = scope.kind === 'legacy'
  return (
    <div className="space-y-2">
      <div className="flex flex-col gap-2 md:flex-row md:items-center">
        <div className="relative flex-1">
          <label htmlFor="deck-search" className="sr-only">
            Filter by title
          </label>
          <Icon
            name="search"
            className="pointer-events-none absolute top-3 left-3 size-4 text-stone-400"
          />
          <input
            id="deck-search"
            type="search"
            className="field pl-9"
            placeholder="Filter by title..."
            value={filters.q}
            onChange={(event) => onTitle(event.target.value)}
          />
        </div>
        {showsPhoenixborn(scope) ? (
          <PhoenixbornPicker
            legacy={legacy}
            value={filters.phoenixborn}
            onChange={(phoenixborn) => onChange({ phoenixborn })}
          />
        ) : null}
        {showsPreconstructed(scope) ? (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={filters.preconstructed}
              onChange={(event) => onChange({ preconstructed: event.target.checked })}
            />
            Preconstructed Only
          </label>
        ) : null}
        {scope.mine ? (
          <SortSelect
            id="my-decks-sort"
            labels={MY_DECKS_SORT_LABELS}
            className="md:w-48"
            value={filters.sort ?? 'created'}
            onChange={onSort}
          />
        ) : (
          <SortSelect
            id="public-decks-sort"
            labels={PUBLIC_SORT_LABELS}
            className="min-h-11 md:min-h-0 md:w-40"
            value={filters.publicSort}
            describedBy={filters.publicSort === 'trending' ? TRENDING_HELP_ID : undefined}
            onChange={onPublicSort}
          />
        )}
      </div>
      {!scope.mine && filters.publicSort === 'trending' ? <TrendingHelp /> : null}
      {showsDice(scope) ? (
        <DiceFilter
          filters={filters}
          subject="decks"
          basic={false}
          onChange={({ dice, diceLogic }) => onChange({ dice, diceLogic })}
        />
      ) : null}
      {filters.card.length ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span>Decks including:</span>
          <ul className="flex flex-wrap gap-1">
            {filters.card.map((stub) => (
              <CardChip
                key={stub}
                stub={stub}
                legacy={legacy}
                onRemove={() => onChange({ card: filters.card.filter((c) => c !== stub) })}
              />
            ))}
          </ul>
        </div>
      ) : null}
      {filters.player.length ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span>Decks by:</span>
          <ul className="flex flex-wrap gap-1">
            {filters.player.map((badge) => (
              <Chip
                key={badge}
                label={`#${badge}`}
                onRemove={() => onChange({ player: filters.player.filter((b) => b !== badge) })}
              />
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
