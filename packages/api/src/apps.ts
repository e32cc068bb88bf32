import { z } from 'zod'
import { PathId } from './ids.ts'
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

/**
 * What an app is (issue 48 item 8): a confidential app keeps a client secret on its server; a
 * public one (a phone, desktop or browser app, RFC 8252 and the OAuth 2.0 for Browser-Based
 * Apps BCP) cannot keep one, so it has none and proves each link with PKCE alone.
 */
export const APP_CLIENT_TYPES = ['confidential', 'public'] as const
export const AppClientType = z.enum(APP_CLIENT_TYPES)
export type AppClientType = z.infer<typeof AppClientType>

/**
 * Characters an app's name must not hold: controls and line breaks, and the invisible formatting
 * characters, bidirectional overrides and isolates among them (U+202E reverses the rest of the
 * consent sentence, so "Ashes Deckbuilder (official)" could be shown reading otherwise than it is
 * written). The zero-width joiner and non-joiner stay: scripts and emoji need them.
 */
const HIDDEN_CHARACTER = /[\p{Cc}\p{Zl}\p{Zp}]|(?![\u200c\u200d])\p{Cf}/u

/** An app's name, as the consent screen and the player's Apps list show it. */
export const AppName = StoredText.trim()
  .min(1)
  .max(APP_NAME_MAX_LENGTH)
  .refine((text) => !HIDDEN_CHARACTER.test(text), {
    message:
      'An app name must not contain control characters or invisible formatting characters (such as bidirectional overrides)',
    params: { type: 'string_pattern_mismatch' },
  })

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '[::1]'])
/** A private-use URI scheme in reverse-domain form, as RFC 8252 7.1 asks (com.example.app). */
const PRIVATE_USE_SCHEME = /^[a-z][a-z0-9+-]*(\.[a-z0-9+-]+)+:$/

/**
 * Why `uri` cannot be a redirect URI of an app of `type`, or undefined when it can. Both: an
 * https URL, or http on this machine, with no fragment. A public app may also use a loopback
 * address (any port matches when it asks, RFC 8252 7.3; an IP literal, not localhost, 8.3) and
 * a private-use scheme (7.1); a confidential app's http URL matches exactly.
 */
export function redirectUriProblem(uri: string, type: AppClientType): string | undefined {
  if (!URL.canParse(uri)) return 'Must be a URL'
  if (uri.includes('#')) return 'A redirect URI must not have a fragment'
  const url = new URL(uri)
  if (url.protocol === 'https:') {
    return type === 'public' && LOCAL_HOSTS.has(url.hostname)
      ? 'A public app on this machine must use http on a loopback address (http://127.0.0.1 or http://[::1])'
      : undefined
  }
  if (url.protocol === 'http:') {
    if (type === 'confidential')
      return LOCAL_HOSTS.has(url.hostname)
        ? undefined
        : 'Must be an https URL (http only for localhost)'
    return LOOPBACK_ADDRESSES.has(url.hostname)
      ? undefined
      : 'A public app may use http only on a loopback address: http://127.0.0.1 or http://[::1]'
  }
  if (PRIVATE_USE_SCHEME.test(url.protocol))
    return type === 'public'
      ? undefined
      : 'Only a public app may use a private-use URI scheme (com.example.app:/callback)'
  return 'Must be an https URL, an http URL on a loopback address, or a private-use scheme in reverse-domain form (com.example.app:/callback)'
}

/** A redirect URI either kind of app may have; which kind may is checked with the app's type. */
const RedirectUri = StoredText.trim()
  .max(APP_URL_MAX_LENGTH)
  .superRefine((text, ctx) => {
    const problem = redirectUriProblem(text, 'public') && redirectUriProblem(text, 'confidential')
    if (problem) ctx.addIssue({ code: 'custom', message: problem, params: { type: 'url_parsing' } })
  })

const RedirectUris = z.array(RedirectUri).min(1).max(APP_REDIRECT_URIS_MAX)

export const AppRegistrationBody = z
  .object({
    name: AppName,
    /** Confidential unless said. */
    client_type: AppClientType.default('confidential'),
    redirect_uris: RedirectUris,
    logo_url: WebUrl.nullish(),
    webhook_url: WebUrl.nullish(),
  })
  .superRefine((body, ctx) => {
    const other = body.client_type === 'public' ? 'confidential' : 'public'
    body.redirect_uris.forEach((uri, index) => {
      const problem = redirectUriProblem(uri, body.client_type)
      // One neither kind may use is refused once, by RedirectUri.
      if (problem && !redirectUriProblem(uri, other))
        ctx.addIssue({
          code: 'custom',
          path: ['redirect_uris', index],
          message: problem,
          params: { type: 'url_parsing' },
        })
    })
  })
export type AppRegistrationBody = z.infer<typeof AppRegistrationBody>

/** PATCH /v2/developer/apps/{client_id}: the fields sent change; the others stay. */
export const AppEditBody = z.strictObject({
  name: AppName.optional(),
  redirect_uris: RedirectUris.optional(),
  logo_url: WebUrl.nullable().optional(),
  webhook_url: WebUrl.nullable().optional(),
})
export type AppEditBody = z.infer<typeof AppEditBody>

export const RegisteredApp = z.object({
  client_id: z.string(),
  name: z.string(),
  client_type: AppClientType,
  redirect_uris: z.array(z.string()),
  logo_url: z.string().nullable(),
  webhook_url: z.string().nullable(),
  webhook_secret: z.string(),
  /** Until when the client secret replaced last still works; null: none does. */
  previous_client_secret_expires: z.string().nullable(),
  /** Until when deliveries are also signed with the webhook secret replaced last. */
  previous_webhook_secret_expires: z.string().nullable(),
  created: z.string(),
})
export type RegisteredApp = z.infer<typeof RegisteredApp>

/**
 * A registration's or a client secret rotation's answer: the only time the client secret is
 * shown (null for a public app, which has none).
 */
export const AppCredentials = RegisteredApp.extend({ client_secret: z.string().nullable() })
export type AppCredentials = z.infer<typeof AppCredentials>

export const RegisteredApps = z.object({ results: z.array(RegisteredApp) })

/** One of the caller's apps, by client id. */
export const DeveloperAppParams = z.object({ client_id: StoredText.min(1).max(100) })
/** One delivery of one of the caller's apps, by the delivery's id. */
export const DeveloperDeliveryParams = DeveloperAppParams.extend({
  id: PathId,
})
/** A delivery queued again: the copy's id, with the event id of the delivery it copies. */
export const Redelivery = z.object({ id: z.number().int(), event_id: z.string() })
export type Redelivery = z.infer<typeof Redelivery>

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

/**
 * What the consent screen shows: who asks, for what, who registered the app, where the player
 * will be sent, and whether the site's admins checked it.
 */
export const ConsentRequest = z.object({
  client_id: z.string(),
  name: z.string(),
  logo_url: z.string().nullable(),
  scopes: z.array(OAuthScope),
  /** The player who registered the app. */
  developer: z.object({ username: z.string(), badge: z.string() }),
  /** The host of the redirect URI the browser goes back to (`localhost:7777`, `com.example.app`). */
  redirect_host: z.string(),
  /** Whether an admin of the site checked the app. */
  verified: z.boolean(),
  /**
   * Whether the player already allows the app everything it asks, and the app did not ask to be
   * asked again (`prompt=consent`): the screen then answers for the player.
   */
  already_allowed: z.boolean(),
})
export type ConsentRequest = z.infer<typeof ConsentRequest>

export const ConsentBody = z.object({ allow: z.boolean() })
/** Where the browser goes next: back to the app, with a code or the refusal. */
export const ConsentAnswer = z.object({ redirect_to: z.string() })

/** An admin's word on an app (PUT /v2/apps/{client_id}/verified): the site checked it, or not. */
export const AppVerifiedBody = z.object({ verified: z.boolean() })
