import { OAUTH_SCOPES } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import Provider, { type ClientLike, errors } from 'oidc-provider'
import { secretHashInForce } from './app-rows.ts'
import { hashedBasicAuth } from './client-secret.ts'
import { oauthKeys } from './keys.ts'
import { payloadAdapter } from './payload-adapter.ts'
import { apiResource } from './resource.ts'

const HOUR = 3600
const DAY = 24 * HOUR

/** Where the consent screen of the web app is (apps/web, route /apps/consent/:uid). */
const consentPath = (uid: string) => `/apps/consent/${uid}/`

/**
 * The OAuth 2.0 authorization server (oidc-provider, certified): authorization code with PKCE
 * only, refresh tokens rotated at each use, revocation and introspection; access tokens are
 * opaque and kept in the database, so the API checks them there and a revocation ends them at
 * once. Its endpoints are under /oauth; discovery is at /.well-known/openid-configuration.
 */
export function createProvider(db: Queryable, publicUrl: string, secretKey: string): Provider {
  const resource = apiResource(publicUrl)
  const { jwks, cookieKeys } = oauthKeys(secretKey)
  const provider = new Provider(publicUrl, {
    adapter: payloadAdapter(db),
    jwks,
    cookies: { keys: cookieKeys },
    scopes: ['openid', 'offline_access', ...OAUTH_SCOPES],
    claims: { openid: ['sub'] },
    findAccount: (_ctx: unknown, sub: string) => ({ accountId: sub, claims: () => ({ sub }) }),
    pkce: { required: () => true },
    // A public app (no secret, issue 48 item 8) authenticates with none; PKCE still binds its code.
    clientAuthMethods: ['client_secret_basic', 'none'],
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: 'ES256',
    },
    responseTypes: ['code'],
    issueRefreshToken: (_ctx: unknown, client: ClientLike) =>
      client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // Codes and tokens live on their own: the provider keeps no session for them to die with.
    expiresWithSession: () => false,
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      Session: 14 * DAY,
      Grant: 365 * DAY,
      RefreshToken: 60 * DAY,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      // An app may learn about its own tokens only, never about another app's.
      introspection: {
        enabled: true,
        allowedPolicy: (
          _ctx: unknown,
          client: { clientId: string },
          token: { clientId?: string },
        ) => token.clientId === client.clientId,
      },
      // The API takes bearer tokens: a token bound to a DPoP key would be accepted without its
      // proof, so DPoP is neither offered nor advertised.
      dPoP: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: unknown, indicator: string) => {
          if (indicator !== resource) throw new errors.InvalidTarget()
          return {
            scope: OAUTH_SCOPES.join(' '),
            audience: resource,
            accessTokenFormat: 'opaque',
            accessTokenTTL: HOUR,
          }
        },
      },
    },
    routes: {
      authorization: '/oauth/authorize',
      token: '/oauth/token',
      revocation: '/oauth/revoke',
      introspection: '/oauth/introspect',
      jwks: '/oauth/jwks',
      userinfo: '/oauth/userinfo',
      end_session: '/oauth/logout',
      pushed_authorization_request: '/oauth/par',
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => consentPath(interaction.uid),
    },
  })
  // The presented client secret becomes its hash, which is what the provider knows (the
  // secret itself is stored nowhere); a secret replaced within its grace, the current hash.
  provider.use(async (ctx, next) => {
    const hashed = await hashedBasicAuth(ctx.get('authorization'), (clientId, hash) =>
      secretHashInForce(db, clientId, hash),
    )
    if (hashed) ctx.req.headers.authorization = hashed
    await next()
  })
  return provider
}
