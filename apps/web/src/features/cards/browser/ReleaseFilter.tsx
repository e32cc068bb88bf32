import { useId, useRef, useState } from 'react'
import { useDismiss } from '../../../lib/useDismiss.ts'
import { useReleases } from '../api.ts'
import type { ReleaseFilter as Value } from '../filters.ts'

interface Props {
  value: Value
  legacy: boolean
  loggedIn: boolean
  disabled: boolean
  onChange: (next: Value) => void
}

/**
 * Releases: All, Mine (players only) or a chosen list; changes apply at once. The list is a
 * popover that closes on a press outside it or on Escape (focus then returns to its button).
 */
export function ReleaseFilter({ value, legacy, loggedIn, disabled, onChange }: Props) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  useDismiss(open, root, (how) => {
    setOpen(false)
    if (how === 'escape') button.current?.focus()
  })
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
      <div ref={root} className="relative">
        <button
          ref={button}
          type="button"
          className="btn"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          Releases{chosen.length ? ` (${chosen.length})` : ''}
        </button>
        <fieldset
          id={id}
          hidden={!open}
          disabled={disabled}
          className="absolute left-0 z-20 mt-1 max-h-80 w-64 overflow-auto rounded-md bg-raised p-2 shadow-lg ring-1 ring-stone-200"
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
      </div>
    </div>
  )
}
