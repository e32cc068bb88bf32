import { useEffect } from 'react'
import { useApiActivity } from './api-activity.ts'

/**
 * Work a page does for later (the offline support, the shortcuts' commands, the store's
 * catalogue), held until its first screen is done: the page has loaded, the screen has been drawn
 * and its API reads have been answered, and the browser is idle. Started at the load event
 * instead, it fetched and ran 8 chunks while /cards/ still waited for its cards (the load event
 * comes before the screen's reads are even sent), slowing the screen it was not needed for.
 */

/** The longest the browser's idle period is waited for, once the rest is done. */
const IDLE_TIMEOUT_MS = 1000
/**
 * The longest the first screen's reads are waited for: a read that hangs (the API client sets no
 * time limit) or a screen that keeps asking must not hold the offline support back for good.
 */
const ANSWERS_WAIT_MS = 5000

/** The mark on the page's performance timeline when the held work starts (bench/web.ts reads it). */
const AFTER_FIRST_SCREEN_MARK = 'after-first-screen'

let committed: () => void = () => {}
const firstCommit = new Promise<void>((resolve) => {
  committed = resolve
})

/**
 * Rendered after the app's routes (main.tsx): its effect runs after theirs on the first commit,
 * so by then the first screen's queries have sent their requests.
 */
export function FirstScreenCommitted(): null {
  useEffect(() => committed(), [])
  return null
}

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve()
    else window.addEventListener('load', () => resolve(), { once: true })
  })

const answered = () =>
  new Promise<void>((resolve) => {
    if (useApiActivity.getState().inFlight === 0) return resolve()
    const stop = useApiActivity.subscribe((state) => {
      if (state.inFlight > 0) return
      stop()
      resolve()
    })
  })

const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS })
    } else setTimeout(resolve, 0)
  })

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

let done: Promise<void> | undefined

/** Runs `task` once the first screen is done and the browser idle (at once after that). */
export function afterFirstScreen(task: () => void): void {
  done ??= (async () => {
    await loaded()
    await firstCommit
    await Promise.race([answered(), new Promise((resolve) => setTimeout(resolve, ANSWERS_WAIT_MS))])
    // The answers are drawn in tasks of their own (the query's notice, React's render), which an
    // idle period can come before: the work waits for one after the next frame.
    await idle()
    await frame()
    await idle()
    performance.mark?.(AFTER_FIRST_SCREEN_MARK)
  })()
  void done.then(task)
}
