import { deckDisplayTitle } from '@ashes/game'
import { useState } from 'react'
import { Dialog } from '../../../components/Dialog.tsx'
import { toast } from '../../../lib/toast-store.ts'
import { useSubmit } from '../../../lib/useSubmit.ts'
import { type DeckFullOut, useEditSnapshot } from '../api.ts'

/** Edit Snapshot (SPEC §4): a snapshot's title and description are all that can change. */
export default function EditSnapshotModal({
  deck,
  onClose,
}: {
  deck: DeckFullOut
  onClose: () => void
}) {
  const [title, setTitle] = useState(deck.title ?? '')
  const [description, setDescription] = useState(deck.description ?? '')
  const editSnapshot = useEditSnapshot()
  const { busy, run } = useSubmit()
  const submit = () =>
    run(async () => {
      await editSnapshot(deck.id, { title: title.trim(), description })
      toast.success('Your snapshot has been updated!')
      onClose()
    })
  return (
    <Dialog title="Edit snapshot" onClose={onClose}>
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <label className="block text-sm font-medium">
          Title
          <input
            className="field mt-1"
            value={title}
            maxLength={255}
            placeholder={deckDisplayTitle({ ...deck, title: null })}
            onChange={(event) => setTitle(event.target.value)}
          />
        </label>
        <label className="block text-sm font-medium">
          Description
          <textarea
            className="field mt-1 h-32"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </label>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Saving...' : 'Save snapshot'}
        </button>
      </form>
    </Dialog>
  )
}
