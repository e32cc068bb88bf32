import { startTransition, useEffect, useState } from 'react'

/**
 * False in the first render, true once the frame drawn with it is on screen: a part that can
 * wait a frame renders then, so the player sees the rest sooner (issue 26 item 6: every part
 * of the builder pane at once was most of a 'New deck' press on a throttled phone). A part in
 * view renders at once after that frame; a part out of view as a transition, after those in
 * view and after any key or click meanwhile.
 */
export function useAfterFirstFrame(place: 'in view' | 'out of view'): boolean {
  const [drawn, setDrawn] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // A requestAnimationFrame callback runs before its frame is drawn; a task queued from it
    // runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (place === 'in view') setDrawn(true)
        else startTransition(() => setDrawn(true))
      })
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [place])
  return drawn
}

/**
 * `value` as of the last frame drawn: a change reaches the caller once the frame showing it is on
 * screen, as a transition (changes meanwhile are taken together). For work that follows a change
 * without being what the player looks at, such as a request: started in the frame of a card
 * added, the builder's suggestions request was about a fifth of that frame's work (issue 31
 * item 3, BENCH_PROFILE=1 npx tsx bench/builder.ts).
 */
export function useAfterFrame<T>(value: T): T {
  const [drawn, setDrawn] = useState(value)
  useEffect(() => {
    if (Object.is(drawn, value)) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setDrawn(value)))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [value, drawn])
  return drawn
}
