import { useId } from 'react'
import { ErrorNotice } from '../../components/ErrorNotice.tsx'
import { CheckboxField } from '../../components/TextField.tsx'
import { describeError } from '../../lib/api-error.ts'
import type { useReleaseCollection } from './api.ts'

interface OwnedReleasesProps {
  releases: ReturnType<typeof useReleaseCollection>
  /** Stubs of the releases ticked now. */
  owned: string[]
  onChange: (owned: string[]) => void
}

/** The releases a player owns; the card browser's Mine filter shows their cards (SPEC §6). */
export function OwnedReleases({ releases, owned, onChange }: OwnedReleasesProps) {
  const hintId = useId()
  const toggle = (stub: string, checked: boolean) =>
    onChange(checked ? [...owned, stub] : owned.filter((item) => item !== stub))
  return (
    <fieldset className="space-y-1" aria-describedby={hintId}>
      <legend className="text-sm font-medium">Owned releases</legend>
      <p id={hintId} className="text-xs text-stone-600">
        Browsing cards with the Mine release filter shows the cards of these releases.
      </p>
      {releases.isPending ? <p className="text-sm">Loading releases...</p> : null}
      {releases.isError ? (
        <ErrorNotice
          message={describeError(releases.error).message}
          onRetry={() => void releases.refetch()}
        />
      ) : null}
      {releases.data ? (
        <div className="grid gap-x-4 sm:grid-cols-2">
          {releases.data.map((release) => (
            <CheckboxField
              key={release.stub}
              label={release.name}
              checked={owned.includes(release.stub)}
              onChange={(checked) => toggle(release.stub, checked)}
            />
          ))}
        </div>
      ) : null}
    </fieldset>
  )
}
