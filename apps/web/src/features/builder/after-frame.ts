/** The longest work waits for idle time before it runs anyway. */
const IDLE_TIMEOUT_MS = 500

/** Work waiting for the idle time after the frame being made; one request for all of it. */
const waiting = new Set<() => void>()
/** Calls off the request for idle time; undefined while none is out. */
let cancelRequest: (() => void) | undefined

function runWaiting(): void {
  cancelRequest = undefined
  const runs = [...waiting]
  waiting.clear()
  for (const run of runs) run()
}

/**
 * Runs `run` after the frame being made is drawn, and answers how to call it off. Idle time
 * comes only after that frame. Work asked for in one change waits on one idle callback: in
 * DevTools' emulation of a mid-tier phone each such call costs a few tenths of a millisecond of
 * the change's frame, where the builder's saved state and its suggestions each asked for one.
 * Without idle callbacks (Safari), a task queued by the frame's requestAnimationFrame callback,
 * which runs after it.
 */
export function afterFrame(run: () => void): () => void {
  waiting.add(run)
  cancelRequest ??= requestAfterFrame()
  return () => {
    waiting.delete(run)
    if (waiting.size > 0) return
    cancelRequest?.()
    cancelRequest = undefined
  }
}

function requestAfterFrame(): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(runWaiting, { timeout: IDLE_TIMEOUT_MS })
    return () => cancelIdleCallback(idle)
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(runWaiting)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
