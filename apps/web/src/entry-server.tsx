/**
 * The server's build of the app (vite.config.ts builds it with `--ssr`; the server loads it,
 * apps/server/src/modules/pages/app-render.ts): renders a page's screen with the app's own
 * components, after fetching the data its queries ask for from the server's own API, and hands
 * back that data so the browser hydrates the page without asking for it again (main.tsx).
 */
import type { Query, QueryClient } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { AppRoot, newQueryClient } from './app-root.tsx'
import { sendRequestsWith } from './lib/api.ts'
import { type QueryData, serverRenderedData } from './lib/hydration.ts'
import { isRouteHandle } from './lib/route-handle.ts'
import { createMemoryRouter, type Router } from './lib/router/index.ts'
import { pageTitle } from './lib/title.ts'
import { routes } from './router.tsx'

export { sendRequestsWith }

export interface RenderedPage {
  /** The root element's content. */
  html: string
  /** The queries' data, for the page's `query-state` element (lib/hydration.ts). */
  data: QueryData
  /** The document title the screen starts with (its route's). */
  title: string
  /**
   * How many times the screen was rendered: 1 when its data loader fetched all it shows, more
   * for each round of queries only the render found (pages-render-once.test.ts holds it to 1).
   */
  passes: number
}

/**
 * Renders at most: the first renders with what the screen's data loader fetched (most screens'
 * only render); a query the loader left out is answered and the page rendered again.
 */
const MAX_PASSES = 4

const firstScreen = (router: Router) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve()
    const stop = router.subscribe(() => {
      if (!router.state.initialized) return
      stop()
      resolve()
    })
  })

/**
 * Whether the screen asks for a query's data now: one it holds back (`enabled: false`, such as a
 * record its owner keeps to themselves or a release order not chosen) is not fetched here, as
 * the browser will not fetch it either, so the page renders it as the browser will.
 */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) }
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false
}

/**
 * Answers the queries the last render asked for, once each. A query that fails is dropped, so the
 * page renders it as loading, as the browser will before it asks for it itself.
 */
async function answerQueries(client: QueryClient, asked: Set<string>): Promise<boolean> {
  const cache = client.getQueryCache()
  const pending = cache
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' && !asked.has(query.queryHash) && isEnabled(query),
    )
  if (pending.length === 0) return false
  await Promise.all(
    pending.map((query) => {
      asked.add(query.queryHash)
      return query.fetch().catch(() => cache.remove(query))
    }),
  )
  return true
}

/** Fetches what the matched screens declare they need (lib/screen-data.ts), all at once. */
async function loadScreenData(client: QueryClient, router: Router): Promise<Set<string>> {
  const search = new URLSearchParams(router.state.location.search)
  await Promise.all(
    router.state.matches.map((match) => {
      const handle = isRouteHandle(match.handle) ? match.handle : {}
      const page = { params: match.params, search, handle, props: {} }
      return match.route.data?.(client, page).catch(() => undefined)
    }),
  )
  // A query that failed is dropped, so the page renders it as loading (as answerQueries does),
  // and counted as asked: the render does not ask for it again.
  const cache = client.getQueryCache()
  const asked = new Set<string>()
  for (const query of cache.getAll()) {
    asked.add(query.queryHash)
    if (query.state.status === 'error') cache.remove(query)
  }
  return asked
}

export async function renderPage(url: string): Promise<RenderedPage> {
  const client = newQueryClient()
  const router = createMemoryRouter(routes, { initialEntries: [url] })
  await firstScreen(router)
  const asked = await loadScreenData(client, router)
  let html = ''
  let passes = 0
  while (passes < MAX_PASSES) {
    html = renderToString(<AppRoot router={router} queryClient={client} />)
    passes++
    if (!(await answerQueries(client, asked))) break
  }
  const handles = router.state.matches.map((match) => match.handle).filter(isRouteHandle)
  const title = pageTitle(handles.findLast((handle) => handle.title)?.title)
  return { html, data: serverRenderedData(client), title, passes }
}
