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
