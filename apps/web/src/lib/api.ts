import { tracked } from './api-activity.ts'
import { ApiError, type FieldIssue } from './api-error.ts'
import { useAuth } from './auth-store.ts'
import { navigateTo, useLoginPrompt } from './session.ts'
import { toast } from './toast-store.ts'

export type QueryValue = string | number | boolean | null | undefined | readonly string[]

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Record<string, QueryValue>
  /** Sent as JSON. */
  json?: unknown
  /** Sent as an HTML form body (the login call). */
  form?: Record<string, string>
  signal?: AbortSignal
  /** Lets the request outlive the page (a save sent while the tab is hidden or closing). */
  keepalive?: boolean
  /**
   * The login call itself: sent without the stored token (the server wants an anonymous caller,
   * and a stale token would fail it) and without the 401 handling of SPEC §4.
   */
  noAuthRetry?: boolean
  /** Extra request headers (a deck save's If-Match). */
  headers?: Record<string, string>
  /** Told the headers of the answer, a failure's too (a deck's ETag). */
  onHeaders?: (headers: Headers) => void
}

export function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === false) continue
    if (Array.isArray(value)) for (const item of value) params.append(key, item)
    else params.append(key, String(value))
  }
  const search = params.toString()
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path
}

/** A `next` link of a paginated reply as a same-origin path (the server names its own host). */
export function relativeUrl(url: string): string {
  // Only the path and query are kept: any base does (the server renders without a window).
  const parsed = new URL(url, 'http://host')
  return parsed.pathname + parsed.search
}

/** Where requests go: the network, or in a server render the server's own API (entry-server.tsx). */
let request: typeof fetch = (input, init) => fetch(input, init)

export function sendRequestsWith(send: typeof fetch): void {
  request = send
}

async function send(path: string, options: RequestOptions, token: string | null) {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  if (token) headers.Authorization = `Bearer ${token}`
  let body: string | URLSearchParams | undefined
  if (options.form) body = new URLSearchParams(options.form)
  else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.json)
  }
  try {
    return await request(withQuery(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    })
  } catch (error) {
    if (options.signal?.aborted) throw error
    throw new ApiError(0, 'Network Error')
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * Calls the API; throws ApiError. A 401 follows SPEC §4 (prompt, retry once, or log out). The
 * call counts as in flight until it settles, and its success is announced (lib/api-activity).
 */
export function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const call = { method: options.method ?? 'GET', path: withQuery(path, options.query) }
  return tracked(call, () => answer<T>(path, options))
}

async function answer<T>(path: string, options: RequestOptions): Promise<T> {
  const { token, badge } = options.noAuthRetry ? { token: null, badge: null } : useAuth.getState()
  let response = await send(path, options, token)
  if (response.status === 401 && !options.noAuthRetry) {
    if (token) {
      // The session this request was sent in may have changed meanwhile: then it is not asked
      // about again, and only whoever first hears that it ended logs the player out (once).
      const current = useAuth.getState().token
      const loggedIn =
        current === token ? await useLoginPrompt.getState().request() : current !== null
      if (loggedIn) {
        // Only the same player's new session sends it again: a save of one player's deck must
        // never land in the account of another who logged in at the prompt (that caller gets
        // the 401 and keeps its data).
        const auth = useAuth.getState()
        if (auth.badge === badge) response = await send(path, options, auth.token)
      } else if (useAuth.getState().token === token) {
        useAuth.getState().logOut()
        navigateTo('/')
        toast.error('You have been automatically logged out.')
      }
    } else {
      navigateTo('/log-in/')
    }
  }
  const data = await readBody(response)
  options.onHeaders?.(response.headers)
  if (!response.ok) {
    const detail = (data as { detail?: string | FieldIssue[] } | undefined)?.detail
    throw new ApiError(response.status, typeof data === 'string' ? undefined : detail, data)
  }
  return data as T
}
