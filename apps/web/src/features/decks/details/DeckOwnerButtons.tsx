import { deckDisplayTitle } from '@ashes/game'
import { lazy, Suspense, useState } from 'react'
import { refusedOffline } from '../../../lib/offline.ts'
import { useNavigate } from '../../../lib/router/index.ts'
import { toast } from '../../../lib/toast-store.ts'
import { useConfirm } from '../../../lib/useConfirm.ts'
import { useSubmit } from '../../../lib/useSubmit.ts'
import { editDeck, forgetDeletedDeck, useBuilderDeckId } from '../../builder/index.ts'
import { type DeckFullOut, useDeleteDeck } from '../api.ts'
import { sourceIdOf } from '../deck-rules.ts'

const EditSnapshotModal = lazy(() => import('./EditSnapshotModal.tsx'))

/** The owner's Edit and Delete buttons of a deck page (non-legacy decks only). */
export function DeckOwnerButtons({ deck, mine }: { deck: DeckFullOut; mine: boolean }) {
  const navigate = useNavigate()
  const builderDeckId = useBuilderDeckId()
  const deleteDeck = useDeleteDeck()
  const { busy, run } = useSubmit()
  const [editingSnapshot, setEditingSnapshot] = useState(false)
  const sourceId = sourceIdOf(deck)
  const editing = builderDeckId !== null && builderDeckId === sourceId
  const remove = useConfirm(() =>
    run(async () => {
      if (refusedOffline('Deleting')) return
      await deleteDeck(deck.id)
      forgetDeletedDeck(deck.id)
      toast.success(
        `Your ${deck.is_snapshot ? 'snapshot' : 'deck'} "${deckDisplayTitle(deck)}" has been deleted!`,
      )
      navigate(mine ? '/decks/mine/' : '/decks/')
    }),
  )
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        className="btn w-full"
        disabled={editing || busy}
        aria-pressed={editing}
        onClick={() => run(() => editDeck(sourceId))}
      >
        {editing ? 'Editing' : deck.is_snapshot ? 'Edit Latest Save' : 'Edit'}
      </button>
      {deck.is_snapshot ? (
        <button type="button" className="btn w-full" onClick={() => setEditingSnapshot(true)}>
          Edit Snapshot
        </button>
      ) : null}
      {editingSnapshot ? (
        <Suspense fallback={null}>
          <EditSnapshotModal deck={deck} onClose={() => setEditingSnapshot(false)} />
        </Suspense>
      ) : null}
      <button
        type="button"
        className={`btn w-full ${remove.armed ? 'border-danger-fill bg-danger-fill text-white hover:bg-danger-fill-hover' : ''}`}
        disabled={busy}
        aria-disabled={remove.settling || undefined}
        onClick={remove.click}
      >
        {remove.armed ? 'Confirm?' : 'Delete'}
      </button>
    </div>
  )
}
