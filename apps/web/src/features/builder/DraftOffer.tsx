import { deckDisplayTitle } from '@ashes/game'
import { useAuth } from '../../lib/auth-store.ts'
import { useSubmit } from '../../lib/useSubmit.ts'
import { restoreDraft } from './commands.ts'
import { dropDraft, useDrafts } from './drafts.ts'

const NONE: never[] = []

/**
 * The logged-in player's unsaved deck edits, kept when they were logged out: each can be
 * restored into the builder (and saved) or discarded. Shown to that player alone.
 */
export default function DraftOffer() {
  const player = useAuth((state) => (state.token ? state.badge : null))
  const drafts = useDrafts((state) => (player ? (state.drafts[player] ?? NONE) : NONE))
  const restore = useSubmit()
  if (!player || drafts.length === 0) return null
  return (
    <section
      aria-labelledby="kept-drafts"
      className="mb-4 rounded border-2 border-warn-line bg-warn-tint px-4 py-3"
    >
      <h2 id="kept-drafts" className="font-bold">
        Unsaved deck edits
      </h2>
      <p className="text-sm">
        You were logged out before these edits were saved; they were kept on this device for you.
      </p>
      <ul className="mt-2 space-y-2">
        {drafts.map((draft, index) => {
          const title = deckDisplayTitle(draft.deck)
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: drafts of new decks may share a title
            <li key={`${index}-${title}`} className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 flex-1 break-words font-semibold">{title}</span>
              <button
                type="button"
                className="btn-primary"
                aria-label={`Restore ${title}`}
                disabled={restore.busy}
                onClick={() => void restore.run(() => restoreDraft(draft))}
              >
                Restore
              </button>
              <button
                type="button"
                className="btn"
                aria-label={`Discard ${title}`}
                disabled={restore.busy}
                onClick={() => dropDraft(player, draft)}
              >
                Discard
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
