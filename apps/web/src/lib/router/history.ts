export interface Path {
  pathname: string
  search: string
  hash: string
}

export interface Location extends Path {
  /** What the navigation passed as `state`; kept in the history entry, so back/forward has it. */
  state: unknown
  /** Names the history entry (scroll positions are saved by it); a memory history's first is 'default'. */
  key: string
}

export type To = string | Partial<Path>

/** Where the router reads and writes its entries: the browser's history, or a list in memory. */
export interface History {
  location(): Location
  write(location: Location, replace: boolean): void
  go(delta: number): void
  listen(onPop: (location: Location) => void): void
}

export const createPath = ({ pathname, search, hash }: Path) => pathname + search + hash

export const newKey = () => Math.random().toString(36).slice(2, 10)

const prefixed = (mark: string, part = '') =>
  part && part !== mark ? (part.startsWith(mark) ? part : mark + part) : ''

/** A target resolved against the current path: `{ search }` keeps the pathname, like '?a=1'. */
export function resolve(to: To, from: Path): Path {
  const target =
    typeof to === 'string'
      ? to
      : (to.pathname ?? from.pathname) + prefixed('?', to.search) + prefixed('#', to.hash)
  const { pathname, search, hash } = new URL(target, `http://host${from.pathname}`)
  return { pathname, search, hash }
}

export function browserHistory(): History {
  // A document loaded at a URL (typed, followed from elsewhere) has an entry without state. Named
  // 'default' like all such entries, it took the position saved as the tab's last page of the
  // site was left (issue 50 item 5); a name of its own gives it none. A reload keeps the state.
  if (typeof window.history.state?.key !== 'string') {
    window.history.replaceState({ usr: window.history.state?.usr ?? null, key: newKey() }, '')
  }
  const read = (): Location => {
    const { pathname, search, hash } = window.location
    const entry = window.history.state
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' }
  }
  return {
    location: read,
    write: (location, replace) =>
      window.history[replace ? 'replaceState' : 'pushState'](
        { usr: location.state, key: location.key },
        '',
        createPath(location),
      ),
    go: (delta) => window.history.go(delta),
    listen: (onPop) => window.addEventListener('popstate', () => onPop(read())),
  }
}

export function memoryHistory(initialEntries = ['/']): History {
  const entries: Location[] = initialEntries.map((to, index) => ({
    ...resolve(to, { pathname: '/', search: '', hash: '' }),
    state: null,
    key: index ? newKey() : 'default',
  }))
  let index = entries.length - 1
  let onPop = (_: Location) => {}
  return {
    location: () => entries[index] as Location,
    write: (location, replace) => {
      if (replace) entries[index] = location
      else entries.splice(++index, entries.length, location)
    },
    go: (delta) => {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1)
      onPop(entries[index] as Location)
    },
    listen: (listener) => {
      onPop = listener
    },
  }
}
