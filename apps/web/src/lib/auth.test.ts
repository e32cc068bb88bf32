import { afterEach, describe, expect, it } from 'vitest'
import { fakeJwt } from '../test-utils.tsx'
import { loadAuth } from './auth-store.ts'
import { isTokenExpired, tokenExpiry } from './jwt.ts'
import { AUTH_KEY } from './storage.ts'

const now = Math.floor(Date.now() / 1000)

describe('stored login', () => {
  afterEach(() => localStorage.clear())

  it('reads the expiry of a token', () => {
    expect(tokenExpiry(fakeJwt({ sub: 'x', exp: 123 }))).toBe(123)
    expect(tokenExpiry('not a token')).toBeNull()
    expect(isTokenExpired(fakeJwt({ exp: now - 1 }))).toBe(true)
    expect(isTokenExpired(fakeJwt({ exp: now + 60 }))).toBe(false)
  })

  it('keeps a live token', () => {
    const token = fakeJwt({ sub: '1abc', exp: now + 3600 })
    localStorage.setItem(
      AUTH_KEY,
      JSON.stringify({ token, username: 'Ann', badge: '1abc', isAdmin: false }),
    )
    expect(loadAuth()).toEqual({ token, username: 'Ann', badge: '1abc', isAdmin: false })
  })

  it('drops an expired token at start', () => {
    const token = fakeJwt({ sub: '1abc', exp: now - 10 })
    localStorage.setItem(AUTH_KEY, JSON.stringify({ token, username: 'Ann', badge: '1abc' }))
    expect(loadAuth().token).toBeNull()
    expect(localStorage.getItem(AUTH_KEY)).toBeNull()
  })
})
