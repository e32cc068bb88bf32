import type { MyDecksSort } from './filters.ts'

const LABELS: Record<MyDecksSort, string> = {
  created: 'Newest created',
  modified: 'Recently modified',
}

/** Own lists: newest created or most recently modified first (ui-behaviour §12). */
export function MyDecksSortSelect({
  value,
  onChange,
}: {
  value: MyDecksSort
  onChange: (sort: MyDecksSort) => void
}) {
  return (
    <div className="flex items-center gap-1">
      <label htmlFor="my-decks-sort" className="text-sm whitespace-nowrap">
        Sort by
      </label>
      <select
        id="my-decks-sort"
        className="field md:w-48"
        value={value}
        onChange={(event) => onChange(event.target.value as MyDecksSort)}
      >
        {(Object.keys(LABELS) as MyDecksSort[]).map((sort) => (
          <option key={sort} value={sort}>
            {LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  )
}
