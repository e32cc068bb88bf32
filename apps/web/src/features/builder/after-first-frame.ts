import { startTransition, useEffect, useRef, useState } from 'react'
import { afterFrame } from './after-frame.ts'
import { type BuilderState, useBuilder } from './state.ts'

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
 * What `read` takes of the builder's state, as of the last frame drawn: a change reaches the
 * caller once the frame showing it is on screen, as a transition (changes meanwhile are taken
 * together). The caller is not subscribed through React, so it does not render in the frame of
 * the change at all. For work that follows a change without being what the player looks at,
 * such as a request: started in the frame of a card added, the builder's suggestions request was
 * about a fifth of that frame's work, and rendering the suggestions to wait for the frame was
 * still their render, their query's and their effects' (issue 31 item 3, bench/builder.ts).
 * `read` and `same` are kept for the component's life: pass functions made once.
 */
export function useBuilderAfterFrame<T>(
  read: (state: BuilderState) => T,
  same: (a: T, b: T) => boolean,
): T {
  const [drawn, setDrawn] = useState(() => read(useBuilder.getState()))
  const taken = useRef(drawn)
  useEffect(() => {
    let cancel: (() => void) | undefined
    const take = () => {
      cancel = undefined
      const next = read(useBuilder.getState())
      if (same(next, taken.current)) return
      taken.current = next
      startTransition(() => setDrawn(next))
    }
    const changed = (state: BuilderState) => {
      if (cancel !== undefined || same(read(state), taken.current)) return
      cancel = afterFrame(take)
    }
    const unsubscribe = useBuilder.subscribe(changed)
    // A change between the first render and this subscription.
    changed(useBuilder.getState())
    return () => {
      unsubscribe()
      cancel?.()
    }
  }, [read, same])
  return drawn
}
