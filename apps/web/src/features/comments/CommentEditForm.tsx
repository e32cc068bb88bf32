import { type FormEvent, useState } from 'react'
import { toast } from '../../lib/toast-store.ts'
import { useSubmit } from '../../lib/useSubmit.ts'
import { type CommentOut, editComment } from './api.ts'
import { CommentEditor, isBlank, isTooLong } from './CommentEditor.tsx'
import { ModerationNotes } from './ModerationNotes.tsx'
import { PolicyNote } from './PolicyNote.tsx'

interface Props {
  comment: CommentOut
  /** An admin changing someone else's comment must say why. */
  moderating: boolean
  onDone: (changed: boolean) => Promise<void> | void
}

export function CommentEditForm({ comment, moderating, onDone }: Props) {
  const [text, setText] = useState(comment.text ?? '')
  const [notes, setNotes] = useState('')
  const { busy, run } = useSubmit()
  const ready = !isBlank(text) && !isTooLong(text) && (!moderating || !isBlank(notes))

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!ready) return
    run(async () => {
      await editComment(comment.entity_id, text, moderating ? notes : undefined)
      toast.success('Your comment has been edited!')
      await onDone(true)
    })
  }

  return (
    <form onSubmit={onSubmit} className="space-y-2 p-3">
      <CommentEditor value={text} onChange={setText} label="Edit comment" />
      {moderating ? <ModerationNotes value={notes} onChange={setNotes} /> : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={!ready || busy}>
          Save
        </button>
        <button type="button" className="btn" onClick={() => onDone(false)}>
          Cancel
        </button>
      </div>
      <PolicyNote />
    </form>
  )
}
