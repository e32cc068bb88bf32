import { UserText } from '../../components/cards/RichText.tsx'
import { Link, useLocation } from '../../lib/router/index.ts'
import { timeDistance } from '../../lib/time-ago.ts'
import type { CommentOut } from './api.ts'
import { CommentDeleteForm } from './CommentDeleteForm.tsx'
import { CommentEditForm } from './CommentEditForm.tsx'

export type CommentMode = 'read' | 'edit' | 'delete'

export interface Viewer {
  badge: string | null
  isAdmin: boolean
}

interface Props {
  comment: CommentOut
  viewer: Viewer
  /** Newer than what the subscriber had seen when the page opened: a beige header. */
  isNew: boolean
  mode: CommentMode
  onMode: (mode: CommentMode) => void
  onChanged: () => Promise<void>
}

/** Who may change a comment (api-decks 6.3/6.4): its author, unless moderated, or an admin. */
function commentPermissions(comment: CommentOut, viewer: Viewer) {
  const mine = viewer.badge !== null && comment.user.badge === viewer.badge
  const canDelete = !comment.is_deleted && (mine || viewer.isAdmin)
  const canEdit = canDelete && (viewer.isAdmin || !comment.is_moderated)
  return { canEdit, canDelete, moderating: !mine && viewer.isAdmin }
}

export function CommentItem({ comment, viewer, isNew, mode, onMode, onChanged }: Props) {
  const location = useLocation()
  const anchor = `comment-${comment.entity_id}`
  if (comment.is_deleted) {
    return (
      <li id={anchor} className="scroll-mt-4 rounded border border-stone-300">
        <p className="bg-stone-100 px-3 py-1.5 font-bold text-stone-600">
          {comment.is_moderated ? 'Deleted by moderator.' : 'Deleted by author.'}
        </p>
      </li>
    )
  }
  const { canEdit, canDelete, moderating } = commentPermissions(comment, viewer)
  const done = async (changed: boolean) => {
    if (changed) await onChanged()
    onMode('read')
  }
  const created = new Date(comment.created)
  return (
    <li
      id={anchor}
      className="scroll-mt-4 rounded border border-stone-300 target:ring-2 target:ring-focus"
    >
      <div
        data-new={isNew}
        className={`flex flex-wrap items-center gap-x-3 gap-y-1 border-b-2 px-3 py-1.5 text-sm ${
          isNew ? 'border-warn-line bg-warn-tint' : 'border-accent-line bg-info-tint'
        }`}
      >
        <p className="min-w-0 grow wrap-anywhere">
          <Link
            to={`/players/${encodeURIComponent(comment.user.badge)}/`}
            className="font-bold hover:underline"
          >
            {/* Isolated: a right-to-left name took the badge's digits into its run (issue 50). */}
            <bdi>{comment.user.username}</bdi>#{comment.user.badge}
          </Link>{' '}
          says:
          {isNew ? (
            <span className="ml-2 rounded bg-warn-strong px-1.5 text-xs font-bold">New</span>
          ) : null}
        </p>
        <Link
          to={{ search: location.search, hash: anchor }}
          className="text-stone-700 hover:underline"
          aria-label={`Link to this comment, posted ${timeDistance(created)} ago`}
        >
          <time dateTime={comment.created} title={created.toLocaleString()}>
            {timeDistance(created)} ago
          </time>
        </Link>
        {canEdit || canDelete ? (
          <div className="flex gap-1">
            {canEdit ? (
              <button
                type="button"
                className="btn px-2 py-0.5"
                aria-pressed={mode === 'edit'}
                onClick={() => onMode(mode === 'edit' ? 'read' : 'edit')}
              >
                Edit
              </button>
            ) : null}
            <button
              type="button"
              className="btn px-2 py-0.5"
              aria-pressed={mode === 'delete'}
              onClick={() => onMode(mode === 'delete' ? 'read' : 'delete')}
            >
              Delete
            </button>
          </div>
        ) : null}
      </div>
      {mode === 'edit' ? (
        <CommentEditForm comment={comment} moderating={moderating} onDone={done} />
      ) : mode === 'delete' ? (
        <CommentDeleteForm comment={comment} moderating={moderating} onDone={done} />
      ) : (
        <UserText text={comment.text ?? ''} className="space-y-2 px-3 py-2" />
      )}
    </li>
  )
}
