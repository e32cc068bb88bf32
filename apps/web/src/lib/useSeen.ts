import { type RefObject, useEffect, useState } from 'react'

/** Whether the element has come near the viewport once (then it stays true). */
export function useSeen(ref: RefObject<Element | null>): boolean {
  // Without an observer (an older browser, jsdom) at once; never in a server render, which shows
  // what a browser shows before it looks, so that the browser hydrates the same thing.
  const [seen, setSeen] = useState(
    () => typeof IntersectionObserver === 'undefined' && typeof window !== 'undefined',
  )
  useEffect(() => {
    const element = ref.current
    if (seen || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true)
      },
      { rootMargin: '200px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, seen])
  return seen
}
