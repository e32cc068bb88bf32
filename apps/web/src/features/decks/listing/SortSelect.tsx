/**
 * A listing's "Sort by" select: one option for each of `labels`, in their order. Own lists sort by
 * created or modified (ui-behaviour §12), public lists by newest, most liked or trending (issue 29).
 */
export function SortSelect<Sort extends string>({
  id,
  labels,
  value,
  onChange,
  className,
  describedBy,
}: {
  id: string
  labels: Readonly<Record<Sort, string>>
  value: Sort
  onChange: (sort: Sort) => void
  /** The select's width and height classes, beside the `field` look. */
  className: string
  /** The id of a text that explains the current choice, if any. */
  describedBy?: string
}) {
  return (
    <div className="flex items-center gap-1">
      <label htmlFor={id} className="text-sm whitespace-nowrap">
        Sort by
      </label>
      <select
        id={id}
        className={`field ${className}`}
        value={value}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value as Sort)}
      >
        {(Object.keys(labels) as Sort[]).map((sort) => (
          <option key={sort} value={sort}>
            {labels[sort]}
          </option>
        ))}
      </select>
    </div>
  )
}
