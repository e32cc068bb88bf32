import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeJwt, mockFetch } from '../test-utils.tsx'
import { api } from './api.ts'
import { useAuth } from './auth-store.ts'
import { setNavigator, useLoginPrompt } from './session.ts'
import { useToasts } from './toast-store.ts'

const LOGGED_OUT = 'You have been automatically logged out.'
const loggedOutToasts = () =>
  useToasts.getState().toasts.filter((toast) => toast.message === LOGGED_OUT)
const reject401 = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected a 401')
    },
    (error: unknown) => expect(error).toMatchObject({ status: 401 }),
  )

/** The Authorization header of every request sent; the first is refused, later ones answered. */
function refuseOnlyTheFirstRequest(): (string | null)[] {
  const sentWith: (string | null)[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      sentWith.push(new Headers(init?.headers).get('Authorization'))
      return sentWith.length === 1
        ? Response.json({ detail: 'Not authenticated' }, { status: 401 })
        : Response.json({ id: 7 })
    }),
  )
  return sentWith
}

describe('a session ended elsewhere (SPEC §4: 401 for a logged-in player)', () => {
  const visited: string[] = []
  beforeEach(() => {
    visited.length = 0
    setNavigator((to) => visited.push(to))
    useAuth.getState().logIn(fakeJwt({ sub: '1abc', exp: 4e9 }), { username: 'Ann', badge: '1abc' })
    mockFetch(() => ({ status: 401, body: { detail: 'Not authenticated' } }))
  })
  afterEach(() => {
    useLoginPrompt.getState().finish(false)
    useAuth.getState().logOut()
    useToasts.setState({ toasts: [] })
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('requests failing at once share one login prompt, and the player is logged out once', async () => {
    const calls = [api('/v2/players/me'), api('/v2/decks/mine'), api('/v2/releases/mine')]
    await vi.waitFor(() => expect(useLoginPrompt.getState().open).toBe(true))
    // Every caller still waits: the prompt is theirs to answer.
    expect(loggedOutToasts()).toHaveLength(0)
    useLoginPrompt.getState().finish(false)
    await Promise.all(calls.map(reject401))
    expect(useAuth.getState().token).toBeNull()
    expect(loggedOutToasts()).toHaveLength(1)
    expect(visited).toEqual(['/'])
  })

  it('a 401 arriving after the log-out neither prompts again nor says it twice', async () => {
    let answer = () => {}
    const gate = new Promise<void>((resolve) => {
      answer = resolve
    })
    let sent = 0
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        // The second request is answered only after the player was logged out.
        if (sent++ === 1) await gate
        return Response.json({ detail: 'Not authenticated' }, { status: 401 })
      }),
    )
    const first = api('/v2/players/me')
    const late = api('/v2/decks/mine')
    await vi.waitFor(() => expect(useLoginPrompt.getState().open).toBe(true))
    useLoginPrompt.getState().finish(false)
    await reject401(first)
    const prompted = new Promise((resolve) => {
      const stop = useLoginPrompt.subscribe((state) => {
        if (!state.open) return
        stop()
        resolve('prompted again')
      })
    })
    answer()
    expect(
      await Promise.race([
        late.then(
          () => 'answered',
          () => 'refused',
        ),
        prompted,
      ]),
    ).toBe('refused')
    expect(loggedOutToasts()).toHaveLength(1)
    expect(visited).toEqual(['/'])
  })

  it('a request refused for one player is never sent again as another who logs in at the prompt', async () => {
    const sentWith = refuseOnlyTheFirstRequest()
    const save = api('/v2/decks', { method: 'PUT', json: { title: "Ann's deck" } })
    await vi.waitFor(() => expect(useLoginPrompt.getState().open).toBe(true))
    const bob = fakeJwt({ sub: '2xyz', exp: 4e9 })
    useAuth.getState().logIn(bob, { username: 'Bob', badge: '2xyz' })
    useLoginPrompt.getState().finish(true)
    await reject401(save)
    expect(sentWith).toHaveLength(1)
    // Bob stays logged in; nobody is told Ann was logged out by this.
    expect(useAuth.getState().badge).toBe('2xyz')
    expect(loggedOutToasts()).toHaveLength(0)
  })

  it('the same player logging in again at the prompt has the request sent once more', async () => {
    const sentWith = refuseOnlyTheFirstRequest()
    const save = api('/v2/decks', { method: 'PUT', json: { title: "Ann's deck" } })
    await vi.waitFor(() => expect(useLoginPrompt.getState().open).toBe(true))
    const fresh = fakeJwt({ sub: '1abc', exp: 4e9 + 1 })
    useAuth.getState().logIn(fresh, { username: 'Ann', badge: '1abc' })
    useLoginPrompt.getState().finish(true)
    expect(await save).toEqual({ id: 7 })
    expect(sentWith[1]).toBe(`Bearer ${fresh}`)
  })
})
