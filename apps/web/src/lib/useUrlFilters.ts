import { useCallback, useEffect, useRef, useState } from 'react'
import { useRouter, useSearchParams } from './router/index.ts'

interface UrlFiltersOptions<F> {
  /** The filters the query string holds now (memoised by the caller on what it reads). */
  fromUrl: F
  /** The query string of some filters; two filters are the same when theirs are. */
  toSearch: (filters: F) => string
  /**
   * A URL that already meant the applied filters, spelled otherwise, is rewritten in place
   * rather than becoming a new history entry.
   */
  replaceSameMeaning?: boolean
}

/**
 * The filters of a listing kept in the query string (the card browser's, a deck listing's):
 * `draft` is what the controls show, `applied` what is fetched. `set` applies at once or after a
 * delay (typing), cancelling a pending one. The query string is read at start and on
 * back/forward, and written (a new history entry) by `commitToUrl` once a fetch succeeds.
 */
export function useUrlFilters<F>({ fromUrl, toSearch, replaceSameMeaning }: UrlFiltersOptions<F>) {
  const router = useRouter()
  const [searchParams, setSearchParams] = useSearchParams()
  const search = searchParams.toString()
  const [draft, setDraft] = useState(fromUrl)
  const [applied, setApplied] = useState(fromUrl)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const appliedKey = toSearch(applied)
  /** The draft of the last render, for changes made from callbacks that outlive it. */
  const latest = useRef(draft)
  latest.current = draft

  // The URL changed without us (back/forward, a link): follow it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only URL changes matter here
  useEffect(() => {
    if (toSearch(fromUrl) === appliedKey) return
    clearTimeout(timer.current)
    setDraft(fromUrl)
    setApplied(fromUrl)
  }, [fromUrl])
  useEffect(() => () => clearTimeout(timer.current), [])

  const set = useCallback((next: F, delayMs = 0) => {
    setDraft(next)
    clearTimeout(timer.current)
    if (delayMs > 0) timer.current = setTimeout(() => setApplied(next), delayMs)
    else setApplied(next)
  }, [])

  // Read through refs so only a change of the applied filters (or a finished fetch) commits:
  // right after back/forward the URL is already new while `applied` is not yet.
  const url = useRef({ search, setSearchParams, meantKey: toSearch(fromUrl) })
  url.current = { search, setSearchParams, meantKey: toSearch(fromUrl) }
  /** The address a commit was put off at, while a navigation loaded its screen. */
  const putOff = useRef('')
  /** Mirrors the applied filters into the query string (call after a successful fetch). */
  const commitToUrl = useCallback(() => {
    const { search: current, meantKey } = url.current
    if (appliedKey === current) return
    const { navigation, location } = router.state
    // A navigation loading its screen (a link to a card's page) would be abandoned for this one
    // (the click dropped): the commit waits for it to end.
    putOff.current = navigation.state === 'idle' ? '' : location.pathname + location.search
    if (putOff.current) return
    url.current.setSearchParams(new URLSearchParams(appliedKey), {
      preventScrollReset: true,
      replace: replaceSameMeaning === true && meantKey === appliedKey,
    })
  }, [appliedKey, replaceSameMeaning, router])
  // Ended on the address it was put off at (a newer navigation came back here): commit now.
  // Elsewhere, the listing is going; with other filters in the address, it follows them.
  useEffect(
    () =>
      router.subscribe(() => {
        const { navigation, location } = router.state
        if (!putOff.current || navigation.state !== 'idle') return
        if (location.pathname + location.search === putOff.current) commitToUrl()
        putOff.current = ''
      }),
    [router, commitToUrl],
  )

  return { draft, applied, latest, set, commitToUrl }
}
