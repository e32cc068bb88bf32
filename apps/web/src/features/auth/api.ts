import type { TokenResponse, UserSelf } from '@ashes/api'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../lib/api.ts'
import { useAuth } from '../../lib/auth-store.ts'
import { revokeToken } from '../../lib/offline-logout.ts'
import { useOptions } from '../../lib/options-store.ts'

/** Starts the session; the device's colored-icons option follows the account (SPEC §3). */
function remember(reply: TokenResponse): UserSelf {
  useAuth.getState().logIn(reply.access_token, reply.user)
  useOptions.getState().setOption('colorizeIcons', reply.user.colorize_icons)
  return reply.user
}

/** POST /v2/token (form body); 'remember me' asks for the one-year token. */
export async function logIn(email: string, password: string, rememberMe: boolean) {
  const form: Record<string, string> = { username: email, password }
  if (rememberMe) form.scope = 'token:longterm'
  return remember(
    await api<TokenResponse>('/v2/token', { method: 'POST', form, noAuthRetry: true }),
  )
}

/**
 * Ends the session on this device at once and revokes the token on the server; without a
 * network the revocation is kept and sent once the device is back online (lib/offline-logout.ts).
 */
export async function logOut() {
  const token = useAuth.getState().token
  useAuth.getState().logOut()
  if (token) await revokeToken(token)
}

export const requestInvite = (email: string) =>
  api<{ detail: string }>('/v2/players/new', { method: 'POST', json: { email } })

export interface Registration {
  username: string
  password: string
  password_confirm: string
  newsletter_opt_in: boolean
  description?: string
}

export async function register(token: string, body: Registration) {
  const path = `/v2/players/new/${encodeURIComponent(token)}`
  return remember(await api<TokenResponse>(path, { method: 'POST', json: body }))
}

export const requestReset = (email: string) =>
  api<{ detail: string }>('/v2/reset', { method: 'POST', json: { email } })

export async function resetPassword(token: string, password: string, passwordConfirm: string) {
  const path = `/v2/reset/${encodeURIComponent(token)}`
  const json = { password, password_confirm: passwordConfirm }
  return remember(await api<TokenResponse>(path, { method: 'POST', json }))
}

export interface PublicPlayer {
  username: string
  badge: string
  description: string | null
}

export const playerQuery = (badge: string) =>
  queryOptions({
    queryKey: ['players', badge],
    queryFn: ({ signal }) =>
      api<PublicPlayer>(`/v2/players/${encodeURIComponent(badge)}`, { signal }),
    retry: false,
  })

export const usePlayer = (badge: string) => useQuery(playerQuery(badge))
