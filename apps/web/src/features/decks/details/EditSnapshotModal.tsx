import { deckDisplayTitle } from '@ashes/game'
import { useState } from 'react'
import { Dialog } from '../../../components/Dialog.tsx'
import { toast } from '../../../lib/toast-store.ts'
import { useSubmit } from '../../../lib/useSubmit.ts'
import { type DeckFullOut, useEditSnapshot } from '../api.ts'
import { SnapshotForm } from '../SnapshotForm.tsx'

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
      <SnapshotForm
        title={title}
        onTitle={setTitle}
        titlePlaceholder={deckDisplayTitle({ ...deck, title: null })}
        description={description}
        onDescription={setDescription}
        busy={busy}
        submitLabel="Save snapshot"
        onSubmit={() => void submit()}
      />
    </Dialog>
  )
}
