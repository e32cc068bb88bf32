import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react'
import type { Location, To } from './history.ts'
import type { Params, UIMatch } from './match.ts'
import type { NavigateOptions, Navigation, Router, RouterState } from './router.ts'

// Hooks outside a <RouterProvider> are a programming error; no check is spent on it.
export const RouterContext = createContext<Router>(null as unknown as Router)
/** The depth of the route being rendered (-1 above the first route). */
export const RouteContext = createContext(-1)

export const useRouter = () => useContext(RouterContext)

/** Re-renders only when the selected part of the router state changes (compared with Object.is). */
export function useRouterState<T>(select: (state: RouterState) => T): T {
  const router = useRouter()
  const read = () => select(router.state)
  return useSyncExternalStore(router.subscribe, read, read)
}

export const useLocation = (): Location => useRouterState((state) => state.location)

export const useNavigation = (): Navigation => useRouterState((state) => state.navigation)

export const useMatches = (): UIMatch[] => useRouterState((state) => state.matches)

const NO_PARAMS: Params = {}

export function useParams(): Params {
  const depth = useContext(RouteContext)
  return useRouterState((state) => state.matches[depth]?.params ?? NO_PARAMS)
}

export function useNavigate(): (to: To | number, options?: NavigateOptions) => Promise<void> {
  const router = useRouter()
  return useCallback((to, options) => router.navigate(to, options), [router])
}

type SearchInit = ConstructorParameters<typeof URLSearchParams>[0]

export function useSearchParams() {
  const router = useRouter()
  const search = useRouterState((state) => state.location.search)
  const params = useMemo(() => new URLSearchParams(search), [search])
  const setParams = useCallback(
    (next: SearchInit | ((previous: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const current = new URLSearchParams(router.state.location.search)
      const value = typeof next === 'function' ? next(current) : next
      return router.navigate(`?${new URLSearchParams(value)}`, options)
    },
    [router],
  )
  return [params, setParams] as const
}
