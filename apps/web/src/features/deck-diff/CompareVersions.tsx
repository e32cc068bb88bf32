import { deckDiff } from '@ashes/game'
import { type FormEvent, useId, useState } from 'react'
import { DiffView } from './DiffView.tsx'
import { FirstFiveStatus } from './FirstFiveStatus.tsx'
import { type DeckVersion, useFirstFive } from './useFirstFive.ts'
import { versionLabel } from './version-label.ts'

function Comparison({ from, to }: { from: DeckVersion; to: DeckVersion }) {
  const before = useFirstFive(from, true)
  const after = useFirstFive(to, true)
  if (!before.deck || !after.deck) return null
  return (
    <DiffView
      diff={deckDiff(before.deck, after.deck)}
      firstFive={<FirstFiveStatus versions={[before, after]} />}
    />
  )
}

/**
 * "Compare" any two versions of a deck (issue 17 item 6): the loaded snapshots and, for the
 * owner, the current save (`current`, listed first). Loads as its own chunk.
 */
export default function CompareVersions(props: {
  versions: DeckVersion[]
  current?: DeckVersion | undefined
}) {
  const id = useId()
  const all = props.current ? [props.current, ...props.versions] : props.versions
  const [picked, setPicked] = useState({ from: 1, to: 0 })
  const [shown, setShown] = useState<{ from: number; to: number } | null>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setShown(picked)
  }
  const option = (version: DeckVersion, index: number) => (
    <option key={version.id} value={index}>
      {versionLabel(version, version === props.current)}
    </option>
  )
  const from = shown ? all[shown.from] : undefined
  const to = shown ? all[shown.to] : undefined
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-2 rounded-lg border border-stone-200 bg-raised p-3"
    >
      <h2 id={`${id}-heading`} className="font-bold">
        Compare versions
      </h2>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        {(['from', 'to'] as const).map((end) => (
          <label key={end} className="flex w-full min-w-0 flex-col text-sm sm:w-auto sm:flex-1">
            {end === 'from' ? 'Older version' : 'Newer version'}
            <select
              className="min-h-11 min-w-0 rounded border border-stone-300 px-2"
              value={picked[end]}
              onChange={(event) => setPicked({ ...picked, [end]: Number(event.target.value) })}
            >
              {all.map(option)}
            </select>
          </label>
        ))}
        <button type="submit" className="btn-primary min-h-11">
          Compare
        </button>
      </form>
      {from && to ? (
        <section aria-label="Comparison" aria-live="polite">
          {from === to ? (
            <p className="text-sm">Pick two different versions to compare.</p>
          ) : (
            <Comparison from={from} to={to} />
          )}
        </section>
      ) : null}
    </section>
  )
}
