import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAuth } from '../../lib/auth-store.ts'
import {
  followPendingRevokes,
  PENDING_REVOKE_KEY,
  sendPendingRevokes,
} from '../../lib/offline-logout.ts'
import { fakeJwt } from '../../test-utils.tsx'
import { logOut } from './api.ts'

const live = () =>
  fakeJwt({ sub: '1abc', exp: Math.floor(Date.now() / 1000) + 3600, n: Math.random() })

/** fetch that fails like a device without a network until `online` is set, then answers 204. */
function network() {
  const state = { online: false }
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    if (!state.online) throw new TypeError('Failed to fetch')
    return new Response(null, { status: 204 })
  })
  vi.stubGlobal('fetch', fetchMock)
  const revoked = () =>
    fetchMock.mock.calls
      .filter(([url, init]) => String(url) === '/v2/token' && init?.method === 'DELETE')
      .map(([, init]) => new Headers(init?.headers).get('Authorization'))
  return { state, fetchMock, revoked }
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('a log-out made offline', () => {
  it('revokes the token on the server once the device is back online', async () => {
    const { state, revoked } = network()
    followPendingRevokes()
    const token = live()
    useAuth.getState().logIn(token, { username: 'Ann', badge: '1abc' })
    await logOut()
    // Logged out on this device at once; the server could not be told.
    expect(useAuth.getState().token).toBeNull()
    expect(revoked()).toEqual([`Bearer ${token}`])

    state.online = true
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(revoked()).toEqual([`Bearer ${token}`, `Bearer ${token}`]))
    await vi.waitFor(() => expect(localStorage.getItem(PENDING_REVOKE_KEY)).toBeNull())
    // Sent once: nothing is left to send.
    await sendPendingRevokes()
    expect(revoked()).toHaveLength(2)
  })

  it('is sent at the next start when the tab was closed offline, and kept while it still fails', async () => {
    const { state, revoked } = network()
    const token = live()
    useAuth.getState().logIn(token, { username: 'Ann', badge: '1abc' })
    await logOut()
    await sendPendingRevokes()
    expect(revoked()).toHaveLength(2)
    expect(JSON.parse(localStorage.getItem(PENDING_REVOKE_KEY) ?? '[]')).toEqual([token])

    // The next start, online.
    state.online = true
    followPendingRevokes()
    await vi.waitFor(() => expect(localStorage.getItem(PENDING_REVOKE_KEY)).toBeNull())
    expect(revoked()).toEqual(Array(3).fill(`Bearer ${token}`))
  })

  it('drops a kept token once it has expired: the server no longer takes it anyway', async () => {
    const { state, revoked } = network()
    state.online = true
    const expired = fakeJwt({ sub: '1abc', exp: Math.floor(Date.now() / 1000) - 10 })
    localStorage.setItem(PENDING_REVOKE_KEY, JSON.stringify([expired]))
    await sendPendingRevokes()
    expect(revoked()).toEqual([])
    expect(localStorage.getItem(PENDING_REVOKE_KEY)).toBeNull()
  })
})
