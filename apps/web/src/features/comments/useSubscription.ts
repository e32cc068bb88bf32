import { useEffect, useState } from 'react'
import { ApiError } from '../../lib/api-error.ts'
import { markSeen } from './api.ts'

/**
 * The caller's subscription to a card or deck, as its last-seen entity id (null: not
 * subscribed). It starts from the page's data and follows it when that data is refetched.
 */
export function useSubscription(fromPage: number | null) {
  const [lastSeen, setLastSeen] = useState(fromPage)
  const [pageValue, setPageValue] = useState(fromPage)
  if (pageValue !== fromPage) {
    setPageValue(fromPage)
    setLastSeen(fromPage)
  }
  return { lastSeen, setLastSeen }
}

/**
 * After a subscriber has seen a page of comments, remember its newest one on the server so those
 * comments are no longer new next time (ui-behaviour §6).
 */
export function useMarkSeen(
  entityId: number,
  newestShown: number | null,
  lastSeen: number | null,
  setLastSeen: (value: number | null) => void,
) {
  useEffect(() => {
    if (lastSeen === null || newestShown === null || newestShown <= lastSeen) return
    markSeen(entityId, newestShown)
      .then(() => setLastSeen(newestShown))
      .catch((error: unknown) => {
        // a background update: only "not subscribed" changes what the page shows
        if (error instanceof ApiError && error.status === 404) setLastSeen(null)
      })
  }, [entityId, newestShown, lastSeen, setLastSeen])
}
