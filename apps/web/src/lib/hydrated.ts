import { useSyncExternalStore } from 'react'

const noChanges = () => () => {}

/**
 * False while the server renders a page and while the browser hydrates that HTML, true after:
 * what depends on the browser (the local time zone, the time now) renders once the page is the
 * app's, so the first render matches the server's (a mismatch is a hydration error).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  )
