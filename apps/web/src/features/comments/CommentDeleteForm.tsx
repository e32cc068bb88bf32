import { type FormEvent, useState } from 'react'
import { toast } from '../../lib/toast-store.ts'
import { useSubmit } from '../../lib/useSubmit.ts'
import { type CommentOut, deleteComment } from './api.ts'
import { isBlank } from './CommentEditor.tsx'
import { ModerationNotes } from './ModerationNotes.tsx'

interface Props {
  comment: CommentOut
  /** An admin deleting someone else's comment must say why. */
  moderating: boolean
  onDone: (changed: boolean) => Promise<void> | void
}

export function CommentDeleteForm({ comment, moderating, onDone }: Props) {
  const [notes, setNotes] = useState('')
  const { busy, run } = useSubmit()
  const ready = !moderating || !isBlank(notes)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!ready) return
    run(async () => {
      await deleteComment(comment.entity_id, moderating ? notes : undefined)
      toast.success('Your comment has been deleted!')
      await onDone(true)
    })
  }

  return (
    <form onSubmit={onSubmit} className="space-y-2 p-3">
      <p className="font-bold text-danger">Are you sure you want to delete this comment?</p>
      {moderating ? <ModerationNotes value={notes} onChange={setNotes} /> : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className="btn border-danger-fill bg-danger-fill text-white hover:bg-danger-fill-hover"
          disabled={!ready || busy}
        >
          Delete
        </button>
        <button type="button" className="btn" onClick={() => onDone(false)}>
          Cancel
        </button>
      </div>
    </form>
  )
}
