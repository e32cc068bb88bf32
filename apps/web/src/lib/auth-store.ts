import { create } from 'zustand'
import { isTokenExpired } from './jwt.ts'
import { AUTH_KEY, readJson, writeJson } from './storage.ts'

export interface AuthData {
  token: string | null
  username: string | null
  badge: string | null
  isAdmin: boolean
}

export interface LoginUser {
  username: string
  badge: string
  is_admin?: boolean
  colorize_icons?: boolean
}

interface AuthState extends AuthData {
  logIn: (token: string, user: LoginUser) => void
  logOut: () => void
}

const LOGGED_OUT: AuthData = { token: null, username: null, badge: null, isAdmin: false }

/** Stored auth data (SPEC §3); an expired or unreadable token is dropped at start (§4). */
export function loadAuth(): AuthData {
  const stored = readJson<Partial<AuthData>>(AUTH_KEY)
  if (!stored?.token || isTokenExpired(stored.token)) {
    if (stored) writeJson(AUTH_KEY, null)
    return LOGGED_OUT
  }
  return {
    token: stored.token,
    username: stored.username ?? null,
    badge: stored.badge ?? null,
    isAdmin: stored.isAdmin === true,
  }
}

export const useAuth = create<AuthState>((set) => ({
  ...LOGGED_OUT,
  logIn: (token, user) => {
    const data: AuthData = {
      token,
      username: user.username,
      badge: user.badge,
      isAdmin: user.is_admin === true,
    }
    writeJson(AUTH_KEY, data)
    set(data)
  },
  logOut: () => {
    writeJson(AUTH_KEY, null)
    set(LOGGED_OUT)
  },
}))

// The stored log-in is the store's state, not its initial state: a page the server rendered (for
// a visitor without one) hydrates with the initial state, then shows the player's own.
useAuth.setState(loadAuth())

export const isLoggedIn = (state: AuthData) => state.token !== null
