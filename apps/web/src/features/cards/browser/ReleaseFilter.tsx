import { useId } from 'react'
import { useReleases } from '../api.ts'
import type { ReleaseFilter as Value } from '../filters.ts'

interface Props {
  value: Value
  legacy: boolean
  loggedIn: boolean
  disabled: boolean
  onChange: (next: Value) => void
}

/** Releases: All, Mine (players only) or a chosen list; changes apply at once. */
export function ReleaseFilter({ value, legacy, loggedIn, disabled, onChange }: Props) {
  const id = useId()
  const releases = useReleases(legacy)
  const chosen = Array.isArray(value) ? value : []
  const toggle = (stub: string) => {
    const next = chosen.includes(stub) ? chosen.filter((s) => s !== stub) : [...chosen, stub]
    onChange(next.length ? next : 'all')
  }
  return (
    <div className="flex flex-wrap items-center gap-1">
      <fieldset className="flex items-center gap-1" disabled={disabled}>
        <legend className="sr-only">Releases</legend>
        <button
          type="button"
          className="btn-toggle"
          aria-pressed={value === 'all'}
          onClick={() => onChange('all')}
        >
          All
        </button>
        <button
          type="button"
          className="btn-toggle"
          aria-pressed={value === 'mine'}
          disabled={!loggedIn || legacy}
          title={loggedIn ? 'Releases in your collection' : 'Log in to filter by your collection'}
          onClick={() => onChange('mine')}
        >
          Mine
        </button>
      </fieldset>
      <details className="relative">
        <summary className="btn cursor-pointer list-none" aria-controls={id}>
          Releases{chosen.length ? ` (${chosen.length})` : ''}
        </summary>
        <fieldset
          id={id}
          disabled={disabled}
          className="absolute left-0 z-20 mt-1 max-h-80 w-64 overflow-auto rounded-md bg-white p-2 shadow-lg ring-1 ring-stone-200"
        >
          <legend className="sr-only">Choose releases</legend>
          {releases.isPending ? <p className="text-sm">Loading releases...</p> : null}
          {releases.isError ? (
            <p className="text-sm">
              Unable to load releases.{' '}
              <button type="button" className="link" onClick={() => releases.refetch()}>
                Retry
              </button>
            </p>
          ) : null}
          {releases.data?.map((release) => (
            <label key={release.stub} className="flex items-center gap-2 py-0.5 text-sm">
              <input
                type="checkbox"
                checked={chosen.includes(release.stub)}
                onChange={() => toggle(release.stub)}
              />
              {release.name}
            </label>
          ))}
        </fieldset>
      </details>
    </div>
  )
}
