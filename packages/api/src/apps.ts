import { z } from 'zod'
import { StoredText } from './text.ts'

/**
 * What an app may do with a player's account, once the player consents (issue 28). Every /v2
 * route names the one it needs; a route naming none refuses app tokens.
 */
export const OAUTH_SCOPES = ['decks:read', 'decks:write', 'results:write', 'profile'] as const
export const OAuthScope = z.enum(OAUTH_SCOPES)
export type OAuthScope = z.infer<typeof OAuthScope>

/** Limits of an app's registration (issue 28): each field is shown to players or fetched. */
export const APP_NAME_MAX_LENGTH = 60
export const APP_URL_MAX_LENGTH = 500
export const APP_REDIRECT_URIS_MAX = 5

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** An https URL (http only on this machine, for an app in development). */
const WebUrl = StoredText.trim()
  .max(APP_URL_MAX_LENGTH)
  .refine(
    (text) => {
      if (!URL.canParse(text)) return false
      const url = new URL(text)
      return (
        url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname))
      )
    },
    {
      message: 'Must be an https URL (http only for localhost)',
      params: { type: 'url_parsing' },
    },
  )
const RedirectUri = WebUrl.refine((text) => !text.includes('#'), {
  message: 'A redirect URI must not have a fragment',
  params: { type: 'url_parsing' },
})

export const AppRegistrationBody = z.object({
  name: StoredText.trim().min(1).max(APP_NAME_MAX_LENGTH),
  redirect_uris: z.array(RedirectUri).min(1).max(APP_REDIRECT_URIS_MAX),
  logo_url: WebUrl.nullish(),
  webhook_url: WebUrl.nullish(),
})
export type AppRegistrationBody = z.infer<typeof AppRegistrationBody>

export const RegisteredApp = z.object({
  client_id: z.string(),
  name: z.string(),
  redirect_uris: z.array(z.string()),
  logo_url: z.string().nullable(),
  webhook_url: z.string().nullable(),
  webhook_secret: z.string(),
  created: z.string(),
})
export type RegisteredApp = z.infer<typeof RegisteredApp>

/** A registration's answer: the only time the client secret is shown. */
export const AppCredentials = RegisteredApp.extend({ client_secret: z.string() })
export type AppCredentials = z.infer<typeof AppCredentials>

export const RegisteredApps = z.object({ results: z.array(RegisteredApp) })

/** An app the player allowed, with what it may do. */
export const GrantedApp = z.object({
  client_id: z.string(),
  name: z.string(),
  logo_url: z.string().nullable(),
  scopes: z.array(OAuthScope),
  granted: z.string(),
})
export type GrantedApp = z.infer<typeof GrantedApp>
export const GrantedApps = z.object({ results: z.array(GrantedApp) })

export const GrantParams = z.object({ client_id: StoredText.min(1).max(100) })
export const ConsentParams = z.object({ uid: StoredText.max(100) })

/** What the consent screen shows: who asks, and for what. */
export const ConsentRequest = z.object({
  client_id: z.string(),
  name: z.string(),
  logo_url: z.string().nullable(),
  scopes: z.array(OAuthScope),
})
export type ConsentRequest = z.infer<typeof ConsentRequest>

export const ConsentBody = z.object({ allow: z.boolean() })
/** Where the browser goes next: back to the app, with a code or the refusal. */
export const ConsentAnswer = z.object({ redirect_to: z.string() })
