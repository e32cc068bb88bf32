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
import { keepFailure, type QueryFailures, serverRenderedFailures } from './lib/query-failures.ts'
import { isRouteHandle } from './lib/route-handle.ts'
import { createMemoryRouter, type Router } from './lib/router/index.ts'
import { pageTitle, renderedTitle } from './lib/title.ts'
import { routes } from './router.tsx'

export { sendRequestsWith }

export interface RenderedPage {
  /** The root element's content. */
  html: string
  /** The queries' data, for the page's `query-state` element (lib/hydration.ts). */
  data: QueryData
  /** The queries that failed because the address names nothing (lib/query-failures.ts). */
  failed: QueryFailures
  /** The document title: the one the screen sets (a deck's, "No deck found"), else its route's. */
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
 * A query that failed is dropped, so the page renders it as loading, as the browser will before
 * it asks for it itself. On the page of an address that names nothing (`missing`), a failure that
 * says so is kept: the page shows it as the browser will (lib/query-failures.ts).
 */
function dropFailed(client: QueryClient, query: Query, missing: boolean): void {
  if (!(missing && keepFailure(client, query))) client.getQueryCache().remove(query)
}

/** Answers the queries the last render asked for, once each. */
async function answerQueries(
  client: QueryClient,
  asked: Set<string>,
  missing: boolean,
): Promise<boolean> {
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
      return query.fetch().catch(() => dropFailed(client, query, missing))
    }),
  )
  return true
}

/** Fetches what the matched screens declare they need (lib/screen-data.ts), all at once. */
async function loadScreenData(
  client: QueryClient,
  router: Router,
  missing: boolean,
): Promise<Set<string>> {
  const search = new URLSearchParams(router.state.location.search)
  await Promise.all(
    router.state.matches.map((match) => {
      const handle = isRouteHandle(match.handle) ? match.handle : {}
      const page = { params: match.params, search, handle, props: {} }
      return match.route.data?.(client, page).catch(() => undefined)
    }),
  )
  // A query that failed is dropped (dropFailed) and counted as asked: the render does not ask
  // for it again.
  const asked = new Set<string>()
  for (const query of client.getQueryCache().getAll()) {
    asked.add(query.queryHash)
    if (query.state.status === 'error') dropFailed(client, query, missing)
  }
  return asked
}

/**
 * Renders the page of `url`. `missing`: the server found that the address names nothing (its
 * deck, card or player does not exist), so the screen shows its "No deck found" for the query
 * that says so, rather than the loading state of a query the browser would ask again.
 */
export async function renderPage(url: string, { missing = false } = {}): Promise<RenderedPage> {
  const client = newQueryClient()
  const router = createMemoryRouter(routes, { initialEntries: [url] })
  await firstScreen(router)
  const asked = await loadScreenData(client, router, missing)
  let html = ''
  let passes = 0
  let screenTitle: string | undefined
  while (passes < MAX_PASSES) {
    // The title the screen sets as it renders (renderToString runs no effect, and no other
    // render runs in between: it is synchronous).
    renderedTitle.current = undefined
    html = renderToString(<AppRoot router={router} queryClient={client} />)
    screenTitle = renderedTitle.current
    passes++
    if (!(await answerQueries(client, asked, missing))) break
  }
  const handles = router.state.matches.map((match) => match.handle).filter(isRouteHandle)
  const title = pageTitle(screenTitle ?? handles.findLast((handle) => handle.title)?.title)
  const failed = serverRenderedFailures(client)
  return { html, data: serverRenderedData(client), failed, title, passes }
}
