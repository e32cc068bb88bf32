import type { IncomingMessage, ServerResponse } from 'node:http'
import { type ConsentRequest, OAUTH_SCOPES, type OAuthScope } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import type Provider from 'oidc-provider'
import type { InteractionRecord } from 'oidc-provider'
import { notFound } from '../../http/api-error.ts'
import { appForConsent, grantedScopes } from './app-rows.ts'
import { dropWiderGrants, pruneIdleGrants, recordGrant } from './grant-write.ts'
import { apiResource } from './resource.ts'

const EXPIRED =
  'This request to link an app has expired, was already answered, or was started in another browser. Start again from the app.'
const KNOWN = new Set<string>(OAUTH_SCOPES)
const OIDC_SCOPES = new Set(['openid', 'offline_access'])

/** The browser's request and response, whose interaction cookie names the link it started. */
export interface Browser {
  req: IncomingMessage
  res: ServerResponse
}

const requested = (interaction: InteractionRecord) =>
  String(interaction.params.scope ?? '').split(' ')
const requestedOurs = (interaction: InteractionRecord) =>
  requested(interaction).filter((s): s is OAuthScope => KNOWN.has(s))

/**
 * The link `uid` waiting on the player, only in the browser that started it: the authorization
 * server's signed interaction cookie (set on the consent screen's path when the app sent the
 * browser here) must name it. A link started elsewhere and sent to a player as an address is
 * answered as expired, so no one can have another player allow their request.
 */
async function pending(provider: Provider, browser: Browser, uid: string) {
  const interaction = await provider.interactionDetails(browser.req, browser.res).catch(() => {
    throw notFound(EXPIRED)
  })
  if (interaction.uid !== uid || interaction.result) throw notFound(EXPIRED)
  return interaction
}

/**
 * Whether the player's live link already allows all the app asks, and the app did not ask for
 * the player to be asked again: such a request is answered without showing the screen, and
 * leaves what the link allows as it was.
 */
function alreadyAllowed(interaction: InteractionRecord, granted: OAuthScope[] | undefined) {
  const prompts = new Set(String(interaction.params.prompt ?? '').split(' '))
  if (!granted || prompts.has('consent') || prompts.has('login')) return false
  return requestedOurs(interaction).every((scope) => granted.includes(scope))
}

/** Where the browser goes back to: the redirect URI's host, or a native app's own scheme. */
function redirectHost(interaction: InteractionRecord) {
  const uri = String(interaction.params.redirect_uri ?? '')
  if (!URL.canParse(uri)) return uri
  const url = new URL(uri)
  return url.host || url.protocol.slice(0, -1)
}

/** What the consent screen shows for an app's request waiting on the player. */
export async function consentRequest(
  db: Queryable,
  provider: Provider,
  browser: Browser,
  playerId: number,
  uid: string,
): Promise<ConsentRequest> {
  const interaction = await pending(provider, browser, uid)
  const clientId = String(interaction.params.client_id)
  const app = await appForConsent(db, clientId)
  if (!app) throw notFound(EXPIRED)
  return {
    client_id: app.client_id,
    name: app.name,
    logo_url: app.logo_url,
    scopes: requestedOurs(interaction),
    developer: { username: app.developer_username, badge: app.developer_badge },
    redirect_host: redirectHost(interaction),
    verified: app.verified,
    already_allowed: alreadyAllowed(interaction, await grantedScopes(db, playerId, clientId)),
  }
}

/**
 * The player's answer. Allowed: a new grant of the authorization server gets the requested
 * scopes; unless the link already allowed them, oauth_grant records exactly these (the Apps
 * list) and earlier grants that allowed more end with their tokens. Either way the interaction
 * holds the answer and the browser goes back to the provider, which sends it on to the app with
 * a code or access_denied.
 */
export async function answerConsent(
  db: Queryable,
  provider: Provider,
  publicUrl: string,
  browser: Browser,
  answer: { playerId: number; uid: string; allow: boolean },
): Promise<{ redirect_to: string }> {
  const { playerId, uid, allow } = answer
  const interaction = await pending(provider, browser, uid)
  const clientId = String(interaction.params.client_id)
  const accountId = String(playerId)
  if (!allow) {
    interaction.result = { error: 'access_denied', error_description: 'The player refused.' }
  } else {
    const renewing = alreadyAllowed(interaction, await grantedScopes(db, playerId, clientId))
    const ours = requestedOurs(interaction)
    const grant = new provider.Grant({ accountId, clientId })
    // Discovery lists the app scopes among the provider's scopes, which makes the provider
    // ask for them as OpenID scopes as well as the API's.
    const oidc = requested(interaction).filter((s) => OIDC_SCOPES.has(s) || KNOWN.has(s))
    if (oidc.length) grant.addOIDCScope(oidc.join(' '))
    const resource = apiResource(publicUrl)
    if (ours.length) grant.addResourceScope(resource, ours.join(' '))
    const grantId = await grant.save()
    await pruneIdleGrants(db, { accountId, clientId, keep: grantId })
    if (!renewing) {
      await dropWiderGrants(db, { accountId, clientId, keep: grantId, resource }, ours)
      await recordGrant(db, playerId, clientId, ours)
    }
    interaction.result = { login: { accountId }, consent: { grantId } }
  }
  await interaction.save(Math.max(interaction.exp - Math.floor(Date.now() / 1000), 1))
  return { redirect_to: interaction.returnTo }
}
