import type { QueryClient } from '@tanstack/react-query'
import type { Params } from './router/index.ts'

/**
 * What a screen asks for before it can show its content, fetched into the query client: the
 * server runs it before it renders the screen (entry-server.tsx), so it renders once, with the
 * data, instead of rendering to find the queries and again with their answers. It fetches with
 * the same query options as the screen's hooks, for a visitor without a log-in; a query it
 * leaves out is still found by the render (and answered by a second one).
 */
export type ScreenData<P = object> = (
  client: QueryClient,
  page: { params: Params; props: P },
) => Promise<unknown>
