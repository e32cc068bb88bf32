import type { QueryClient, QueryKey } from '@tanstack/react-query'

/** Each answered query of a server render: its key and its data. */
export type QueryData = [QueryKey, unknown][]

/** The id of the element carrying a server-rendered page's query data (a JSON data block). */
const QUERY_STATE_ID = 'query-state'

export const serverRenderedData = (client: QueryClient): QueryData =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => [query.queryKey, query.state.data])

/**
 * The data a server-rendered page carries, put in the browser's query cache before it hydrates,
 * so the screen renders what the server did and asks for none of it again. Answered now as far
 * as the cache knows: the server's page is as fresh as the versions it was kept by. Returns
 * whether the page was server-rendered (it has its data element).
 */
export function takeServerRenderedData(client: QueryClient): boolean {
  const element = document.getElementById(QUERY_STATE_ID)
  if (!element) return false
  for (const [key, data] of JSON.parse(element.textContent || '[]') as QueryData) {
    client.setQueryData(key, data)
  }
  return true
}
