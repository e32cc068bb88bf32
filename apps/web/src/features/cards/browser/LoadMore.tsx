import { useEffect, useRef } from 'react'
import { CARD_LIST_LOAD_MARGIN_PX } from '../../../lib/config.ts'

interface Props {
  hasMore: boolean
  loading: boolean
  onLoad: () => void
}

/** 'Load more' button that also fires when it comes within 350 px of the viewport. */
export function LoadMore({ hasMore, loading, onLoad }: Props) {
  const sentinel = useRef<HTMLDivElement>(null)
  const latest = useRef({ hasMore, loading, onLoad })
  latest.current = { hasMore, loading, onLoad }

  useEffect(() => {
    const node = sentinel.current
    if (!node || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        const { hasMore: more, loading: busy, onLoad: load } = latest.current
        if (entries.some((entry) => entry.isIntersecting) && more && !busy) load()
      },
      { rootMargin: `0px 0px ${CARD_LIST_LOAD_MARGIN_PX}px 0px` },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [])

  return (
    <div ref={sentinel} className="flex justify-center py-4">
      {hasMore ? (
        <button type="button" className="btn" disabled={loading} onClick={onLoad}>
          {loading ? 'Loading...' : 'Load more cards...'}
        </button>
      ) : null}
    </div>
  )
}
