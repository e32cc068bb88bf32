import {
  Component,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
} from 'react'
import { createPath, resolve, type To } from './history.ts'
import { RouteContext, RouterContext, useRouter, useRouterState } from './hooks.ts'
import type { Match } from './match.ts'
import type { Router } from './router.ts'

export function RouterProvider({ router }: { router: Router }) {
  return (
    <RouterContext value={router}>
      <Outlet />
    </RouterContext>
  )
}

/** Renders the child route of the route around it. */
export function Outlet() {
  return <RouteView depth={useContext(RouteContext) + 1} />
}

function RouteView({ depth }: { depth: number }) {
  const { state } = useRouter()
  const match = useRouterState((current) => current.matches[depth])
  if (!match) return null
  const { element, Component: Screen, HydrateFallback } = match.route
  let content = element ?? (Screen ? <Screen /> : <Outlet />)
  if (!state.initialized) {
    // The first screen is still loading: the closest route with a fallback shows it instead.
    const fallback = state.matches.findLast((each) => each.route.HydrateFallback)
    if (!fallback) return null
    if (fallback === match && HydrateFallback) content = <HydrateFallback />
  }
  return (
    <RouteContext value={depth}>
      <RouteErrorBoundary match={match}>{content}</RouteErrorBoundary>
    </RouteContext>
  )
}

interface BoundaryState {
  match?: Match
  error?: unknown
}

/** A screen that throws (or whose module failed to load) shows a message, not a blank page. */
class RouteErrorBoundary extends Component<{ match: Match; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = {}
  static getDerivedStateFromError = (error: unknown) => ({ error })
  // Another page clears the error.
  static getDerivedStateFromProps = (props: { match: Match }, state: BoundaryState) =>
    props.match === state.match ? null : { match: props.match, error: undefined }
  override render() {
    const { error } = this.state
    if (error === undefined) return this.props.children
    return (
      <div role="alert" className="p-4">
        <p>Sorry, this page failed to load: {String((error as Error)?.message ?? error)}</p>
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          Retry
        </button>
      </div>
    )
  }
}

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  to: To
  replace?: boolean
  state?: unknown
  preventScrollReset?: boolean
}

/**
 * An anchor to a page of the app (use a plain <a> for other sites): plain left clicks navigate
 * in the app, other clicks (new tab, download...) are the browser's.
 */
export function Link({ to, replace, state, preventScrollReset, onClick, ...props }: LinkProps) {
  const router = useRouter()
  const href = useRouterState((current) => createPath(resolve(to, current.location)))
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey
    const self = !props.target || props.target === '_self'
    if (event.defaultPrevented || modified || event.button !== 0 || !self) return
    event.preventDefault()
    void router.navigate(href, { replace, state, preventScrollReset })
  }
  return <a {...props} href={href} onClick={follow} />
}

export type NavLinkProps = Omit<LinkProps, 'className'> & {
  className?: string | ((status: { isActive: boolean }) => string | undefined)
  /** Active only on its own path, not below it. */
  end?: boolean
}

/** A link that knows whether it leads to the current page (or, without `end`, a parent of it). */
export function NavLink({ className, end, ...props }: NavLinkProps) {
  const isActive = useRouterState(({ location }) => {
    const here = location.pathname.toLowerCase()
    const path = resolve(props.to, location).pathname.toLowerCase()
    const slash = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length
    return here === path || (!end && here.startsWith(path) && here.charAt(slash) === '/')
  })
  return (
    <Link
      aria-current={isActive ? 'page' : undefined}
      {...props}
      className={
        typeof className === 'function'
          ? className({ isActive })
          : [className, isActive && 'active'].filter(Boolean).join(' ')
      }
    />
  )
}

/** Navigates once rendered (in an effect, as React Router does). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const router = useRouter()
  const path = createPath(resolve(to, router.state.location))
  // biome-ignore lint/correctness/useExhaustiveDependencies: state goes with the target, not alone
  useEffect(() => void router.navigate(path, { replace, state }), [router, path, replace])
  return null
}
