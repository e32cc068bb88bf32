import type { DeckLikeState } from '@ashes/api'
import { useState } from 'react'
import { describeError } from '../../lib/api-error.ts'
import { useAuth } from '../../lib/auth-store.ts'
import { refusedOffline } from '../../lib/offline.ts'
import { setDeckLike } from './api.ts'
import { HeartIcon } from './HeartIcon.tsx'

interface LikeButtonProps {
  /** The deck page's deck: any page id of a deck names the same likes. */
  deck: { id: number; like_count?: number; user: { badge: string } }
  /** Whether the caller likes it, as the deck page answered (absent for visitors). */
  liked: boolean | undefined
}

/**
 * The deck page's like (issue 29): a toggle for a logged-in player on someone else's published
 * deck, the count alone for its author and for visitors. It shows the state the server answered.
 */
export function LikeButton({ deck, liked }: LikeButtonProps) {
  const badge = useAuth((state) => state.badge)
  const [answered, setAnswered] = useState<DeckLikeState | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  if (deck.like_count === undefined) return null
  const state = answered ?? { like_count: deck.like_count, is_liked: liked === true }
  const count = `${state.like_count} ${state.like_count === 1 ? 'like' : 'likes'}`
  if (badge === null || badge === deck.user.badge) {
    return (
      <p className="flex min-h-11 items-center justify-center gap-2" data-testid="like-count">
        <HeartIcon filled={state.like_count > 0} className="size-5 text-danger" />
        {count}
      </p>
    )
  }
  const toggle = async () => {
    if (refusedOffline('Liking a deck')) return
    setBusy(true)
    setError(null)
    try {
      setAnswered(await setDeckLike(deck.id, !state.is_liked))
    } catch (failure) {
      setError(describeError(failure).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="space-y-1">
      <button
        type="button"
        className="btn-toggle min-h-11 w-full gap-2"
        aria-pressed={state.is_liked}
        aria-label="Like this deck"
        disabled={busy}
        onClick={toggle}
      >
        <HeartIcon filled={state.is_liked} className="size-5 text-danger" />
        <span aria-hidden="true">{state.is_liked ? 'Liked' : 'Like'}</span>
        <span aria-hidden="true" className="text-stone-600">
          · {count}
        </span>
      </button>
      <p className="sr-only" aria-live="polite" data-testid="like-count">
        {count}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
