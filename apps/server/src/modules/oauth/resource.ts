import { OAUTH_SCOPES } from '@ashes/api'

/** The resource every app token is for: the site's /v2 API. */
export const apiResource = (publicUrl: string) => `${publicUrl}/v2`

/** How the OpenAPI document describes app tokens (each operation names its scope). */
export const oauthSecurityScheme = (publicUrl: string) => ({
  oauth2: {
    type: 'oauth2' as const,
    flows: {
      authorizationCode: {
        authorizationUrl: `${publicUrl}/oauth/authorize`,
        tokenUrl: `${publicUrl}/oauth/token`,
        refreshUrl: `${publicUrl}/oauth/token`,
        scopes: Object.fromEntries(OAUTH_SCOPES.map((scope) => [scope, scope])),
      },
    },
  },
})
