/** An error answered as `{"detail": message}` with its status (the reference's envelope). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail)
  }
}

const CREDENTIALS_INVALID = 'Invalid credentials. Please log in again.'
const NO_ACCESS = 'You do not have access to this resource.'
export const BANNED =
  'Your account has been banned. Please contact Skaak#0007 on Discord if you wish to appeal.'
export const ALREADY_LOGGED_IN = 'You are already logged in as a registered user.'

export const unauthorized = (detail = CREDENTIALS_INVALID) =>
  new ApiError(401, detail, { 'WWW-Authenticate': 'Bearer' })
/**
 * A 401 to an app's access token that is unknown, expired or revoked (RFC 6750 3.1,
 * `invalid_token`): the app must link the player again. The site's own log-ins keep the
 * reference's plain `Bearer`.
 */
export const invalidToken = () =>
  new ApiError(401, CREDENTIALS_INVALID, { 'WWW-Authenticate': 'Bearer error="invalid_token"' })
export const forbidden = (detail = NO_ACCESS) => new ApiError(403, detail)
/** A 403 to an app's token that lacks `scope` (RFC 6750 3.1): the app may ask for it. */
export const insufficientScope = (scope: string, detail: string) =>
  new ApiError(403, detail, {
    'WWW-Authenticate': `Bearer error="insufficient_scope", scope="${scope}"`,
  })
export const notFound = (detail = 'Item not found.') => new ApiError(404, detail)
export const badRequest = (detail: string) => new ApiError(400, detail)
