import {
  browserHistory,
  createPath,
  type History,
  type Location,
  memoryHistory,
  newKey,
  resolve,
  type To,
} from './history.ts'
import { flatten, type Match, matchRoutes, type Route, type RouteObject } from './match.ts'
import { loadScrollPositions } from './scroll.tsx'

export interface NavigateOptions {
  replace?: boolean
  state?: unknown
  /** Keep the scroll position (for filters mirrored into the query string). */
  preventScrollReset?: boolean
}

export interface Navigation {
  state: 'idle' | 'loading'
}

export interface RouterState {
  location: Location
  matches: Match[]
  navigation: Navigation
  /** False until the first screen's lazy module has arrived (HydrateFallback shows meanwhile). */
  initialized: boolean
  /** Where ScrollRestoration puts the page: a saved position (back/forward), else top or hash. */
  restoreScrollPosition: number | null
  preventScrollReset: boolean
}

export interface Router {
  state: RouterState
  navigate(to: To | number, options?: NavigateOptions): Promise<void>
  subscribe(listener: () => void): () => void
  /** Scroll positions by history entry key. */
  positions: Record<string, number>
}

const IDLE: Navigation = { state: 'idle' }
const LOADING: Navigation = { state: 'loading' }

/** A lazy route loads once; a failed load renders as an error (the route's error boundary). */
function load(route: Route) {
  route.loading ??= route
    .lazy?.()
    .then(
      (loaded) => Object.assign(route, loaded),
      (error: unknown) => {
        route.Component = () => {
          throw error
        }
      },
    )
    .finally(() => {
      route.lazy = undefined
    })
  return route.loading
}

/**
 * The branches of each route table, made once in the server's build: the server renders every
 * page with a router of its own over the same table, and each made the table's branches again (a
 * regular expression per route) and loaded its screens anew. Shared, a screen's lazy module is
 * loaded once per table. The browser makes one router: its build leaves this out.
 */
const tables = new WeakMap<RouteObject[], ReturnType<typeof flatten>>()

function branchesOf(routes: RouteObject[]) {
  if (!import.meta.env.SSR) return flatten(routes)
  const branches = tables.get(routes) ?? flatten(routes)
  tables.set(routes, branches)
  return branches
}

function createRouter(routes: RouteObject[], history: History, positions: Record<string, number>) {
  const branches = branchesOf(routes)
  const listeners = new Set<() => void>()
  let latest = 0
  const set = (patch: Partial<RouterState>) => {
    router.state = { ...router.state, ...patch }
    for (const listener of listeners) listener()
  }

  /** Loads the target's lazy routes, then commits it, unless a newer navigation started. */
  async function go(location: Location, push?: boolean, preventScrollReset = false) {
    const navigation = ++latest
    const current = router.state
    if (current.initialized) positions[current.location.key] = scrollY
    let matches = matchRoutes(branches, location.pathname)
    const pending = matches.filter((match) => match.route.lazy)
    if (pending.length) {
      if (current.initialized) set({ navigation: LOADING })
      await Promise.all(pending.map((match) => load(match.route)))
      if (navigation !== latest) return
      matches = matchRoutes(branches, location.pathname)
    }
    if (push !== undefined) history.write(location, !push)
    const previous = router.state
    const samePath = previous.initialized && previous.location.pathname === location.pathname
    set({
      location,
      // The same path keeps the same match objects, so params and screens do not re-render.
      matches: samePath ? previous.matches : matches,
      navigation: IDLE,
      initialized: true,
      restoreScrollPosition: positions[location.key] ?? null,
      preventScrollReset,
    })
  }

  const location = history.location()
  const matches = matchRoutes(branches, location.pathname)
  const initialized = !matches.some((match) => match.route.lazy)
  const router: Router = {
    state: {
      location,
      matches,
      navigation: IDLE,
      initialized,
      restoreScrollPosition: positions[location.key] ?? null,
      preventScrollReset: false,
    },
    positions,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') return Promise.resolve(history.go(to))
      const target = { ...resolve(to, router.state.location), state: options.state ?? null }
      const replace = options.replace ?? createPath(target) === createPath(router.state.location)
      return go({ ...target, key: newKey() }, !replace, options.preventScrollReset)
    },
  }
  history.listen((popped) => void go(popped))
  if (!initialized) void go(location)
  return router
}

export function createBrowserRouter(routes: RouteObject[]): Router {
  return createRouter(routes, browserHistory(), loadScrollPositions())
}

export function createMemoryRouter(
  routes: RouteObject[],
  options: { initialEntries?: string[] } = {},
): Router {
  return createRouter(routes, memoryHistory(options.initialEntries), {})
}
