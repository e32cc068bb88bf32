import { type FormEvent, useState } from 'react'
import { refusedOffline } from '../../lib/offline.ts'
import { toast } from '../../lib/toast-store.ts'
import { useSubmit } from '../../lib/useSubmit.ts'
import { postComment } from './api.ts'
import { CommentEditor, isBlank, isTooLong } from './CommentEditor.tsx'
import { PolicyNote } from './PolicyNote.tsx'

/** "Post a comment": the editor, Publish, and the content-policy line under it. */
export function CommentForm(props: { entityId: number; onPosted: () => Promise<void> }) {
  const [text, setText] = useState('')
  // a new editor after each post starts again on the Write tab
  const [editorKey, setEditorKey] = useState(0)
  const { busy, run } = useSubmit()

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (isBlank(text) || isTooLong(text) || refusedOffline('Posting a comment')) return
    run(async () => {
      await postComment(props.entityId, text)
      toast.success('Your comment has been posted!')
      setText('')
      setEditorKey(editorKey + 1)
      await props.onPosted()
    })
  }

  return (
    <form onSubmit={onSubmit} className="space-y-2" aria-labelledby="post-comment">
      <h3 id="post-comment" className="font-bold">
        Post a comment
      </h3>
      <CommentEditor key={editorKey} value={text} onChange={setText} label="Comment" />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className="btn-primary"
          disabled={isBlank(text) || isTooLong(text) || busy}
        >
          {busy ? 'Publishing...' : 'Publish'}
        </button>
      </div>
      <PolicyNote />
    </form>
  )
}
