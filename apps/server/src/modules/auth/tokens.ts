import { createSecretKey, type KeyObject, randomUUID } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'

export const TOKEN_HOURS = 24
export const LONG_TERM_TOKEN_DAYS = 365

export interface TokenClaims {
  sub: string
  /** UUID of the token as 32 hex digits (the reference's format). */
  jti: string
  iat: number
  exp: number
}

// Imported once per secret: importing the key on every request cost about a tenth of a save.
const keys = new Map<string, KeyObject>()
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret)
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'))
    keys.set(secret, key)
  }
  return key
}

/** Signs an access token for `badge` (HS256, claims sub/jti/iat/exp as the reference). */
export async function signToken(
  secret: string,
  badge: string,
  lifetimeSeconds: number,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ jti: randomUUID().replaceAll('-', '') })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(badge)
    .setIssuedAt(now)
    .setExpirationTime(now + lifetimeSeconds)
    .sign(keyOf(secret))
}

/** The token's claims, or undefined when it is malformed, forged, expired or incomplete. */
export async function verifyToken(secret: string, token: string): Promise<TokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      clockTolerance: 0,
    })
    const { sub, jti, iat, exp } = payload
    // A jti that is not a UUID in hex would have been a 500 in the reference; it is just invalid.
    if (
      typeof sub !== 'string' ||
      typeof jti !== 'string' ||
      !/^[0-9a-f]{32}$/i.test(jti.replaceAll('-', ''))
    ) {
      return undefined
    }
    return {
      sub,
      jti: jti.replaceAll('-', '').toLowerCase(),
      iat: typeof iat === 'number' ? iat : 0,
      exp: exp ?? 0,
    }
  } catch {
    return undefined
  }
}

/** The jti in UUID form, as stored in the revoked-token table. */
export const jtiAsUuid = (jti: string) =>
  `${jti.slice(0, 8)}-${jti.slice(8, 12)}-${jti.slice(12, 16)}-${jti.slice(16, 20)}-${jti.slice(20)}`

/** Token lifetime in seconds: a year for "remember me" (`token:longterm`), else a day. */
export const tokenLifetime = (longTerm: boolean) =>
  longTerm ? LONG_TERM_TOKEN_DAYS * 24 * 3600 : TOKEN_HOURS * 3600
