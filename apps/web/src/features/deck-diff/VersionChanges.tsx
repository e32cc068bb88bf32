import { deckDiff } from '@ashes/game'
import { type ReactNode, useRef } from 'react'
import { useSeen } from '../../lib/useSeen.ts'
import { DiffView } from './DiffView.tsx'
import { FirstFiveStatus } from './FirstFiveStatus.tsx'
import { type DeckVersion, useFirstFive } from './useFirstFive.ts'
import { versionLabel } from './version-label.ts'

/**
 * What changed in `version` since `before` (issue 17 item 6): cards, dice, Phoenixborn and
 * title from the history listing at once; the First Five needs each version's own page, fetched
 * only once this box scrolls near the screen. `before` is null for the first snapshot and
 * undefined while the older snapshots are not loaded.
 */
export function VersionChanges(props: {
  version: DeckVersion
  before: DeckVersion | null | undefined
  /** The owner's latest save rather than a snapshot. */
  current?: boolean
}) {
  const box = useRef<HTMLElement>(null)
  const seen = useSeen(box)
  const after = useFirstFive(props.version, seen && !!props.before)
  const before = useFirstFive(props.before, seen)
  let body: ReactNode
  if (props.before === null) {
    body = <p className="text-sm text-stone-600">The first version: nothing before it.</p>
  } else if (!props.before || !before.deck || !after.deck) {
    body = <p className="text-sm text-stone-600">Load more snapshots to see what changed.</p>
  } else {
    const diff = deckDiff(before.deck, after.deck)
    body = <DiffView diff={diff} firstFive={<FirstFiveStatus versions={[before, after]} />} />
  }
  return (
    <section
      ref={box}
      aria-label={`What changed: ${versionLabel(props.version, props.current)}`}
      className="rounded-lg border border-stone-200 bg-stone-50 px-3 py-2"
    >
      <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">What changed</p>
      {body}
    </section>
  )
}
