import { useEffect, useRef, useState } from 'react'
import { CARD_LIST_LOAD_MARGIN_PX } from '../../../lib/config.ts'

interface Props {
  hasMore: boolean
  /** The address of the next page, for a reader without JavaScript (the server renders it). */
  href: string
  loading: boolean
  onLoad: () => void
}

/**
 * 'Load more' button that also fires when it comes within 350 px of the viewport; until the app
 * runs (the server's page, read without JavaScript), a link to the next page.
 */
export function LoadMore({ hasMore, href, loading, onLoad }: Props) {
  // Set by the effect, which runs in the browser only: the server's page and its hydration keep
  // the link (lib/hydrated.ts does the same, as a chunk of its own the first load would fetch).
  const [hydrated, setHydrated] = useState(false)
  const sentinel = useRef<HTMLDivElement>(null)
  const latest = useRef({ hasMore, loading, onLoad })
  latest.current = { hasMore, loading, onLoad }

  useEffect(() => {
    setHydrated(true)
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
      {hasMore && !hydrated ? (
        <a className="btn" href={href}>
          More cards
        </a>
      ) : hasMore ? (
        <button type="button" className="btn" disabled={loading} onClick={onLoad}>
          {loading ? 'Loading...' : 'Load more cards...'}
        </button>
      ) : null}
    </div>
  )
}
