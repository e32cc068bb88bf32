import type { ComponentType, ReactNode } from 'react'
import type { ScreenData } from '../screen-data.ts'

export type Params = Readonly<Partial<Record<string, string>>>

/** A route as the app declares it (the subset of React Router's route objects the app uses). */
export interface RouteObject {
  path?: string
  element?: ReactNode
  Component?: ComponentType
  handle?: unknown
  /** Loads the screen on first visit; its result is merged into the route. */
  lazy?: () => Promise<Pick<RouteObject, 'Component' | 'element' | 'handle' | 'data'>>
  /** The screen's data, fetched before the server renders it (lib/screen-data.ts). */
  data?: ScreenData
  /** Shown instead of this route while the first screen's lazy module loads. */
  HydrateFallback?: ComponentType
  children?: RouteObject[]
}

/** The router's own copy of a route: the lazy result is merged here, never in the app's object. */
export interface Route extends RouteObject {
  id: string
  loading?: Promise<unknown>
}

export interface UIMatch {
  id: string
  pathname: string
  params: Params
  handle: unknown
}

export interface Match extends UIMatch {
  route: Route
}

interface Branch {
  chain: Route[]
  score: number
  pattern: RegExp
  names: string[]
}

export const decode = (text: string) => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

const isSplat = (segment: string) => segment === '*'

/** React Router's ranking: static segments 10, dynamic 3, empty 1, plus the count; '*' costs 2. */
function score(path: string) {
  const segments = path.split('/')
  return segments
    .filter((segment) => !isSplat(segment))
    .reduce(
      (total, segment) => total + (segment.startsWith(':') ? 3 : segment ? 10 : 1),
      segments.length - (segments.some(isSplat) ? 2 : 0),
    )
}

/** `/decks/:id/` matches `/decks/12` and `/decks/12//`, case-insensitively, like React Router. */
function compile(path: string) {
  const names: string[] = []
  let source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name)
      return '/([^\\/]+)'
    })}`
  if (path.endsWith('*')) {
    names.push('*')
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$'
  } else source += '\\/*$'
  return { pattern: new RegExp(source, 'i'), names }
}

/** Every route with a path becomes a branch (its chain of parents), best ranked first. */
export function flatten(routes: RouteObject[], parents: Route[] = [], base = ''): Branch[] {
  const branches: Branch[] = []
  routes.forEach((object, index) => {
    const route: Route = {
      ...object,
      id: parents.length ? `${parents.at(-1)?.id}-${index}` : `${index}`,
    }
    const { path } = object
    const full = path === undefined ? base : path.startsWith('/') ? path : `${base}/${path}`
    const chain = [...parents, route]
    if (object.children) branches.push(...flatten(object.children, chain, full))
    if (path !== undefined) branches.push({ chain, score: score(full), ...compile(full) })
  })
  // A stable sort: equal scores keep the declaration order, as in React Router.
  return parents.length ? branches : branches.sort((a, b) => b.score - a.score)
}

export function matchRoutes(branches: Branch[], pathname: string): Match[] {
  // Decoded segment by segment; an encoded slash stays one until it lands in a param.
  const path = pathname
    .split('/')
    .map((segment) => decode(segment).replace(/\//g, '%2F'))
    .join('/')
  for (const { chain, pattern, names } of branches) {
    const found = pattern.exec(path)
    if (!found) continue
    const params: Record<string, string> = {}
    names.forEach((name, index) => {
      params[name] = (found[index + 1] ?? '').replace(/%2F/g, '/')
    })
    return chain.map((route, index) => ({
      id: route.id,
      pathname: index === chain.length - 1 ? found[0] : '/',
      params,
      handle: route.handle,
      route,
    }))
  }
  return []
}
