import type {
  AppCredentials,
  AppRegistrationBody,
  ConsentRequest,
  GrantedApp,
  OAuthScope,
  RegisteredApp,
} from '@ashes/api'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../lib/api.ts'
import { useAuth } from '../../lib/auth-store.ts'

/** Each scope in plain words, as the consent screen and the Apps list say it. */
export const SCOPE_WORDS: Record<OAuthScope, string> = {
  'decks:read': 'See your decks, including your private ones',
  'decks:write': 'Save, snapshot, publish and delete your decks',
  'results:write': 'Record the results of games you play with your decks',
  profile: 'See your account: username, badge and email address',
}

export const useConsentRequest = (uid: string) =>
  useQuery({
    queryKey: ['apps', 'consent', uid, useAuth((state) => state.token)],
    queryFn: ({ signal }) =>
      api<ConsentRequest>(`/apps/consent/${encodeURIComponent(uid)}/details`, { signal }),
    retry: false,
  })

/**
 * The player's answer; the browser then goes where the server says (back to the app). Both calls
 * sit under the screen's own address: the server answers only the browser the app sent here,
 * which carries the authorization server's cookie for that path.
 */
export const answerConsent = (uid: string, allow: boolean) =>
  api<{ redirect_to: string }>(`/apps/consent/${encodeURIComponent(uid)}/answer`, {
    method: 'POST',
    json: { allow },
  })

export const useGrantedApps = () =>
  useQuery({
    queryKey: ['apps', 'granted', useAuth((state) => state.token)],
    queryFn: ({ signal }) => api<{ results: GrantedApp[] }>('/v2/account/apps', { signal }),
    retry: false,
  })

export const revokeApp = (clientId: string) =>
  api<void>(`/v2/account/apps/${encodeURIComponent(clientId)}`, { method: 'DELETE' })

export const useRegisteredApps = () =>
  useQuery({
    queryKey: ['apps', 'registered', useAuth((state) => state.token)],
    queryFn: ({ signal }) => api<{ results: RegisteredApp[] }>('/v2/developer/apps', { signal }),
    retry: false,
  })

export const registerApp = (body: AppRegistrationBody) =>
  api<AppCredentials>('/v2/developer/apps', { method: 'POST', json: body })
