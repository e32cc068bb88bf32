import { type ConsentRequest, OAUTH_SCOPES, type OAuthScope } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import type Provider from 'oidc-provider'
import type { InteractionRecord } from 'oidc-provider'
import { notFound } from '../../http/api-error.ts'
import { appById } from './app-rows.ts'
import { recordGrant } from './grant-write.ts'
import { apiResource } from './resource.ts'

const EXPIRED =
  'This request to link an app has expired or was already answered. Start again from the app.'
const KNOWN = new Set<string>(OAUTH_SCOPES)
const OIDC_SCOPES = new Set(['openid', 'offline_access'])

const requested = (interaction: InteractionRecord) =>
  String(interaction.params.scope ?? '').split(' ')

async function pending(provider: Provider, uid: string) {
  const interaction = await provider.Interaction.find(uid)
  if (!interaction || interaction.result) throw notFound(EXPIRED)
  return interaction
}

/** What the consent screen shows for an app's request waiting on the player. */
export async function consentRequest(
  db: Queryable,
  provider: Provider,
  uid: string,
): Promise<ConsentRequest> {
  const interaction = await pending(provider, uid)
  const app = await appById(db, String(interaction.params.client_id))
  if (!app) throw notFound(EXPIRED)
  return {
    client_id: app.client_id,
    name: app.name,
    logo_url: app.logo_url,
    scopes: requested(interaction).filter((s): s is OAuthScope => KNOWN.has(s)),
  }
}

/**
 * The player's answer. Allowed: the authorization server's grant gets the requested scopes and
 * oauth_grant records the consent; either way the interaction holds the answer and the browser
 * goes back to the provider, which sends it on to the app with a code or access_denied.
 */
export async function answerConsent(
  db: Queryable,
  provider: Provider,
  publicUrl: string,
  playerId: number,
  uid: string,
  allow: boolean,
): Promise<{ redirect_to: string }> {
  const interaction = await pending(provider, uid)
  const clientId = String(interaction.params.client_id)
  const accountId = String(playerId)
  if (!allow) {
    interaction.result = { error: 'access_denied', error_description: 'The player refused.' }
  } else {
    const scopes = requested(interaction)
    const ours = scopes.filter((s): s is OAuthScope => KNOWN.has(s))
    const existing = interaction.grantId && (await provider.Grant.find(interaction.grantId))
    const grant =
      existing && existing.accountId === accountId
        ? existing
        : new provider.Grant({ accountId, clientId })
    // Discovery lists the app scopes among the provider's scopes, which makes the provider
    // ask for them as OpenID scopes as well as the API's.
    const oidc = scopes.filter((s) => OIDC_SCOPES.has(s) || KNOWN.has(s))
    if (oidc.length) grant.addOIDCScope(oidc.join(' '))
    if (ours.length) grant.addResourceScope(apiResource(publicUrl), ours.join(' '))
    const grantId = await grant.save()
    await recordGrant(db, playerId, clientId, ours)
    interaction.result = { login: { accountId }, consent: { grantId } }
  }
  await interaction.save(Math.max(interaction.exp - Math.floor(Date.now() / 1000), 1))
  return { redirect_to: interaction.returnTo }
}
