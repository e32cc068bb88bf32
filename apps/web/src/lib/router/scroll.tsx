import { useEffect, useLayoutEffect } from 'react'
import { useLocation, useRouter } from './hooks.ts'
import { decode } from './match.ts'
import type { Router } from './router.ts'

const STORAGE_KEY = 'router-scroll-positions'

/** The positions saved before a reload of the page, by history entry key. */
export function loadScrollPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}')
  } catch {
    return {}
  }
}

function saveScrollPositions(router: Router) {
  router.positions[router.state.location.key] = scrollY
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(router.positions))
  } catch {}
}

const USER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const
/** How long a page may take to grow tall enough for its saved position. */
const GROWTH_MS = 5000

/**
 * A reloaded page is short until its data arrives, so its saved position was cut to what fitted
 * (a reload 400 px down came back 198 px down): scroll again as the page grows, until it is
 * reached, the reader scrolls, the page is left, or GROWTH_MS pass.
 */
function followGrowth(saved: number) {
  if (typeof ResizeObserver === 'undefined') return
  const observer = new ResizeObserver(() => {
    scrollTo(0, saved)
    if (scrollY >= saved) stop()
  })
  const timer = setTimeout(() => stop(), GROWTH_MS)
  function stop() {
    observer.disconnect()
    clearTimeout(timer)
    for (const name of USER_SCROLLS) removeEventListener(name, stop)
  }
  observer.observe(document.body)
  for (const name of USER_SCROLLS) addEventListener(name, stop, { passive: true })
  return stop
}

/**
 * Scrolls a new page to the top (or to the element the URL hash names), and back/forward to
 * where the page was left; positions survive a reload through sessionStorage.
 */
export function ScrollRestoration() {
  const router = useRouter()
  const location = useLocation()
  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    const save = () => saveScrollPositions(router)
    window.addEventListener('pagehide', save)
    return () => {
      window.removeEventListener('pagehide', save)
      window.history.scrollRestoration = 'auto'
    }
  }, [router])
  useLayoutEffect(() => {
    const { restoreScrollPosition: saved, preventScrollReset } = router.state
    const target = location.hash && document.getElementById(decode(location.hash.slice(1)))
    // Nothing is returned: scroll methods may return a promise, which React would call on cleanup.
    if (saved !== null) scrollTo(0, saved)
    else if (target) target.scrollIntoView()
    else if (!preventScrollReset) scrollTo(0, 0)
    if (saved !== null && scrollY < saved) return followGrowth(saved)
  }, [router, location])
  return null
}
