import type { PasswordChangeBody, PlayerPatchBody, Release, UserSelf } from '@ashes/api'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../lib/api.ts'
import { useAuth } from '../../lib/auth-store.ts'

/** The caller's own account (GET /v2/players/me). */
export const useAccount = () =>
  useQuery({
    queryKey: ['players', 'me', useAuth((state) => state.token)],
    queryFn: ({ signal }) => api<UserSelf>('/v2/players/me', { signal }),
    retry: false,
  })

/** PATCH /v2/players/me: only the keys sent change. */
export const saveAccount = (patch: PlayerPatchBody) =>
  api<UserSelf>('/v2/players/me', { method: 'PATCH', json: patch })

/** The current releases, each with `is_mine` for the logged-in caller. */
export const useReleaseCollection = () =>
  useQuery({
    queryKey: ['releases', 'collection', useAuth((state) => state.token)],
    queryFn: ({ signal }) => api<Release[]>('/v2/releases', { signal }),
    retry: false,
  })

/** PUT /v2/releases/mine replaces the whole collection with these release stubs. */
export const saveReleaseCollection = (stubs: string[]) =>
  api<Release[]>('/v2/releases/mine', { method: 'PUT', json: stubs })

/** The session that changes the password stays logged in (api-core 3.5). */
export const changePassword = (body: PasswordChangeBody) =>
  api<{ detail: string }>('/v2/players/me/password', { method: 'POST', json: body })

/**
 * The player's deck export token (api-core 3.6), made on the first call and the same ever after;
 * asked for only when the player wants it, since it lets its holder copy all their decks.
 */
export const useExportToken = (enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: ['players', 'me', 'export', useAuth((state) => state.token)],
    queryFn: ({ signal }) => api<{ export_token: string }>('/v2/players/me/export', { signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  })
