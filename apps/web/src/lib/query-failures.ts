import { type Query, type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query'
import { ApiError, type FieldIssue } from './api-error.ts'

/**
 * A page's queries that failed because the address names nothing, as the server rendered them
 * (the page of a deck, card or player that does not exist): key, status, detail. The browser
 * holds them as failed before it hydrates, so it renders the same "No deck found" and asks for
 * nothing again.
 */
export type QueryFailures = [QueryKey, number, ApiError['detail']][]

/** The id of the element carrying a server-rendered page's failed queries (a JSON data block). */
const FAILURES_ID = 'query-failures'

/**
 * Answers that say the address names nothing, whoever asks, so asking again cannot help: 404, 422
 * for an id or stub that cannot be one, 414 for one too long to be one (the server's own page
 * answers 404 for each, apps/server/src/modules/pages/web-pages.ts).
 */
const NAMES_NOTHING = new Set([404, 414, 422])

/** Whether a page's item failed because its address names nothing: its "No X found" texts. */
export const namesNothing = (error: unknown): boolean =>
  error instanceof ApiError && NAMES_NOTHING.has(error.status)

const failedForNothing = ({ state }: Query) => state.status === 'error' && namesNothing(state.error)

/**
 * Whether `query` failed because its address names nothing; if so, a screen that mounts shows
 * that answer rather than asking again (retryOnMount), on the server as in the browser: a query
 * asked again renders as loading first, which is not the page the server rendered.
 */
export function keepFailure(client: QueryClient, query: Query): boolean {
  if (!failedForNothing(query)) return false
  client.setQueryDefaults(query.queryKey, { retryOnMount: false })
  return true
}

/** The failed queries a server render kept (keepFailure), which its page carries. */
export const serverRenderedFailures = (client: QueryClient): QueryFailures =>
  client
    .getQueryCache()
    .getAll()
    .filter(failedForNothing)
    .map((query) => {
      const error = query.state.error as ApiError
      return [query.queryKey, error.status, error.detail]
    })

let taken = false

/**
 * Puts the failed queries a server-rendered page carries in the browser's query cache, once,
 * before the screen's own queries read it: called by the screens that can show them (a deck,
 * card or player page), which load before the app hydrates, so the entry carries none of it.
 */
export function useServerRenderedFailures(): void {
  const client = useQueryClient()
  if (import.meta.env.SSR || taken) return
  taken = true
  const element = document.getElementById(FAILURES_ID)
  if (!element) return
  const cache = client.getQueryCache()
  for (const [queryKey, status, detail] of JSON.parse(element.textContent || '[]') as [
    QueryKey,
    number,
    string | FieldIssue[] | undefined,
  ][]) {
    const error = new ApiError(status, detail)
    const query = cache.build(client, { queryKey })
    query.setState({
      ...query.state,
      status: 'error',
      fetchStatus: 'idle',
      error,
      errorUpdateCount: 1,
      errorUpdatedAt: Date.now(),
      fetchFailureCount: 1,
      fetchFailureReason: error,
    })
    keepFailure(client, query)
  }
}
