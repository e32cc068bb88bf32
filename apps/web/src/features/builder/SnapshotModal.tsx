import type { SnapshotCreated } from '@ashes/api'
import { deckDisplayTitle } from '@ashes/game'
import { useState } from 'react'
import { Dialog } from '../../components/Dialog.tsx'
import { api } from '../../lib/api.ts'
import { refusedOffline } from '../../lib/offline.ts'
import { useNavigate } from '../../lib/router/index.ts'
import { toast } from '../../lib/toast-store.ts'
import { useSubmit } from '../../lib/useSubmit.ts'
import { SnapshotForm } from '../decks/index.ts'
import { forceSave, markPublished } from './commands.ts'
import { useBuilder } from './state.ts'

const TEXTS = {
  snapshot: {
    title: 'Save a snapshot',
    intro:
      'Snapshots are private copies of your deck: share them, or keep them to look back on while you refine the deck.',
    submit: 'Save snapshot',
    done: 'Your snapshot has been saved!',
  },
  publish: {
    title: 'Publish your deck',
    intro:
      'After publishing you can keep editing your deck privately; publish it again to share the new version.',
    submit: 'Publish deck',
    done: 'Your deck has been published!',
  },
}

/**
 * Snapshot or publish the builder's deck (SPEC §4): a snapshot opens its private view, a
 * publication the deck's public page. A dirty deck is saved first.
 */
export default function SnapshotModal({
  kind,
  onClose,
}: {
  kind: 'snapshot' | 'publish'
  onClose: () => void
}) {
  const deck = useBuilder((state) => state.deck)
  const [title, setTitle] = useState('')
  const [description, setDescription] = useState(deck.description)
  // A public snapshot leaves the First Five out unless asked (api-decks 4.6); a player who chose
  // one is asked, and keeps it by default (issue 50 item 3). A private snapshot always keeps it.
  const offerFirstFive = kind === 'publish' && deck.first_five.length > 0
  const [includeFirstFive, setIncludeFirstFive] = useState(true)
  const { busy, run } = useSubmit()
  const navigate = useNavigate()
  const text = TEXTS[kind]
  const submit = () =>
    refusedOffline(kind === 'publish' ? 'Publishing' : 'Saving a snapshot') ||
    run(async () => {
      const state = useBuilder.getState()
      if (state.isDirty && !(await forceSave())) return
      const id = useBuilder.getState().deck.id
      if (id === null) return
      const created = await api<SnapshotCreated>(`/v2/decks/${id}/snapshot`, {
        method: 'POST',
        json: {
          is_public: kind === 'publish',
          ...(title.trim() ? { title: title.trim() } : {}),
          description,
          ...(offerFirstFive ? { include_first_five: includeFirstFive } : {}),
        },
      })
      if (kind === 'publish') markPublished(id)
      toast.success(text.done)
      onClose()
      navigate(kind === 'publish' ? `/decks/${id}/` : `/decks/mine/${created.snapshot_id}/`)
    })
  return (
    <Dialog title={text.title} onClose={onClose}>
      <p className="text-sm text-stone-600">{text.intro}</p>
      <SnapshotForm
        title={title}
        onTitle={setTitle}
        titlePlaceholder={deckDisplayTitle(deck)}
        description={description}
        onDescription={setDescription}
        busy={busy}
        submitLabel={text.submit}
        onSubmit={() => void submit()}
      >
        {offerFirstFive ? (
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-5"
              checked={includeFirstFive}
              onChange={(event) => setIncludeFirstFive(event.target.checked)}
            />
            Include my First Five (and the effects I plan to pay) on the public page
          </label>
        ) : null}
      </SnapshotForm>
    </Dialog>
  )
}
