import type { QueryClient } from '@tanstack/react-query'
import type { RouteHandle } from './route-handle.ts'
import type { Params } from './router/index.ts'

/** The page a screen's data is fetched for: what its hooks read of the address. */
export interface ScreenPage<P = object> {
  params: Params
  /** The address's query string (filters, `?page=`). */
  search: URLSearchParams
  /** Its route's handle (`legacy`...). */
  handle: RouteHandle
  props: P
}

/**
 * What a screen asks for before it can show its content, fetched into the query client: the
 * server runs it before it renders the screen (entry-server.tsx), so it renders once, with the
 * data, instead of rendering to find the queries and again with their answers. It fetches with
 * the same query options as the screen's hooks, for a visitor without a log-in; a query it
 * leaves out is still found by the render (and answered by a second one). A screen exports it
 * as `import.meta.env.SSR ? load : undefined`: the browser never runs it (its hooks fetch), so its
 * build drops the loader and what only the loader uses from every screen's chunk.
 */
export type ScreenData<P = object> = (client: QueryClient, page: ScreenPage<P>) => Promise<unknown>
