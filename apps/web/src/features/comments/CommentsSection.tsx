import { useQueryClient } from '@tanstack/react-query'
import { useContext, useEffect, useState } from 'react'
import { LegacyContext } from '../../components/cards/RichText.tsx'
import { ErrorNotice } from '../../components/ErrorNotice.tsx'
import { useAuth } from '../../lib/auth-store.ts'
import { bugReportContact } from '../../lib/config.ts'
import { useLocation, useNavigate, useSearchParams } from '../../lib/router/index.ts'
import { useLoginPrompt } from '../../lib/session.ts'
import { toast } from '../../lib/toast-store.ts'
import { commentsKey, useComments } from './api.ts'
import { CommentForm } from './CommentForm.tsx'
import { CommentItem, type CommentMode } from './CommentItem.tsx'
import { CommentPager } from './CommentPager.tsx'
import { pageCount, pageFromQuery, searchForPage } from './paging.ts'
import { SubscribeToggle } from './SubscribeToggle.tsx'
import { useMarkSeen, useSubscription } from './useSubscription.ts'

// The site's bug-report address when it names one (SITE_BUG_REPORT_URL).
const LOAD_ERROR = bugReportContact
  ? `Error loading comments; please try again, and tell us at ${bugReportContact} if it keeps failing.`
  : 'Error loading comments; please try again.'
const PAGE_TOO_HIGH = 'Page number for comments too high!'

interface Props {
  /** Entity id of the card, or of the source deck (its `comments_entity_id`). */
  entityId: number
  /** The caller's subscription (null: not subscribed or not logged in), from the page's data. */
  lastSeenEntityId: number | null
}

/**
 * The comments of a card or public deck (SPEC §2, ui-behaviour §6): pages of 30, the posting
 * form, edit and delete, and the subscribe toggle. Legacy content (LegacyContext) is read-only.
 */
export function CommentsSection(props: Props) {
  // a different card or deck starts afresh: its own "new since last visit" line and forms
  return <Comments key={props.entityId} {...props} />
}

function Comments({ entityId, lastSeenEntityId }: Props) {
  const auth = useAuth()
  const loggedIn = auth.token !== null
  const readOnly = useContext(LegacyContext)
  const location = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [searchParams] = useSearchParams()
  const page = pageFromQuery(searchParams.get('page'))
  const comments = useComments(entityId, page)
  const subscription = useSubscription(lastSeenEntityId)
  // what counts as new stays as it was when the page opened, though reading marks it seen
  const [seenBefore] = useState(lastSeenEntityId)
  const [active, setActive] = useState<{ id: number; mode: CommentMode } | null>(null)
  const data = comments.isPlaceholderData ? undefined : comments.data
  const shown = data?.results ?? []
  const tooHigh = data !== undefined && data.count > 0 && shown.length === 0

  useMarkSeen(
    entityId,
    shown.length > 0 ? Math.max(...shown.map((comment) => comment.entity_id)) : null,
    // a visitor has no subscription to update (the page data may predate logging out)
    loggedIn ? subscription.lastSeen : null,
    subscription.setLastSeen,
  )
  useEffect(() => {
    if (tooHigh) toast.error(PAGE_TOO_HIGH)
  }, [tooHigh])
  // a permalink (#comment-N) can only be followed once its comment has loaded
  useEffect(() => {
    if (data && location.hash.startsWith('#comment-')) {
      document.getElementById(location.hash.slice(1))?.scrollIntoView()
    }
  }, [data, location.hash])

  const refresh = () => queryClient.invalidateQueries({ queryKey: commentsKey(entityId) })
  const onPosted = async () => {
    // the new comment is the last one: show the page that holds it
    const last = pageCount((data?.count ?? 0) + 1)
    if (last !== page) navigate({ search: searchForPage(location.search, last), hash: 'comments' })
    await refresh()
    // posting subscribes the author (api-decks 6.2)
    subscription.setLastSeen(subscription.lastSeen ?? 1)
  }

  const target = location.pathname.startsWith('/cards/') ? 'card' : 'deck'
  return (
    <section aria-labelledby="comments" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="comments" className="scroll-mt-4 text-lg font-bold">
          Comments
        </h2>
        {loggedIn && !readOnly ? (
          <SubscribeToggle
            entityId={entityId}
            target={target}
            lastSeen={subscription.lastSeen}
            onChange={subscription.setLastSeen}
          />
        ) : null}
      </div>

      {comments.isError ? (
        <ErrorNotice message={LOAD_ERROR} onRetry={() => comments.refetch()} />
      ) : !data ? (
        <p className="text-stone-600">Loading comments...</p>
      ) : data.count === 0 ? (
        <p className="text-stone-600">No comments yet!</p>
      ) : tooHigh ? (
        <div role="alert" className="space-y-2">
          <p>{PAGE_TOO_HIGH}</p>
          <CommentPager page={page} pages={pageCount(data.count)} />
        </div>
      ) : (
        <>
          <ol className="space-y-4">
            {shown.map((comment) => (
              <CommentItem
                key={comment.entity_id}
                comment={comment}
                viewer={{ badge: auth.badge, isAdmin: auth.isAdmin }}
                isNew={seenBefore !== null && comment.entity_id > seenBefore}
                mode={active?.id === comment.entity_id ? active.mode : 'read'}
                onMode={(mode) =>
                  setActive(mode === 'read' ? null : { id: comment.entity_id, mode })
                }
                onChanged={refresh}
              />
            ))}
          </ol>
          <CommentPager page={page} pages={pageCount(data.count)} />
        </>
      )}

      {readOnly ? (
        <p className="text-stone-600">Legacy cards and decks are read-only: no new comments.</p>
      ) : loggedIn ? (
        <CommentForm entityId={entityId} onPosted={onPosted} />
      ) : (
        <button
          type="button"
          className="btn-primary"
          onClick={() => useLoginPrompt.getState().openPlain()}
        >
          Log in to comment
        </button>
      )}
    </section>
  )
}
