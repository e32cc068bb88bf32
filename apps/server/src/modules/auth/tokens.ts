import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

const TOKEN_HOURS = 24
const LONG_TERM_TOKEN_DAYS = 365

export interface TokenClaims {
  sub: string
  /** UUID of the token as 32 hex digits (the reference's format). */
  jti: string
  iat: number
  exp: number
}

// HS256 JSON Web Tokens, made and checked here with node:crypto. A general JWT library checked
// them through WebCrypto's asynchronous jobs, a tenth of the server's time under load for one
// HMAC; this format is small and fixed (the tests check it against an independent library).
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')

const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest()

const decodeJson = (part: string): unknown => {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A new token id: a version 7 UUID as 32 hex digits, whose first 48 bits are the time of issue
 * in milliseconds. `iat` has whole seconds only, which cannot tell a token issued just before a
 * password change from one issued just after it; the id can (see issuedAtMs).
 */
export function newTokenId(): string {
  const id = randomBytes(16)
  id.writeUIntBE(Date.now(), 0, 6)
  id[6] = 0x70 | ((id[6] ?? 0) & 0x0f)
  id[8] = 0x80 | ((id[8] ?? 0) & 0x3f)
  return id.toString('hex')
}

/**
 * When the token was issued, in milliseconds, read from a version 7 jti; undefined for ids of
 * another kind (tokens issued before ids carried the time, or signed elsewhere with the secret).
 */
export function issuedAtMs(jti: string): number | undefined {
  if (jti[12] !== '7' || !'89ab'.includes(jti[16] ?? '')) return undefined
  return Number.parseInt(jti.slice(0, 12), 16)
}

/**
 * Whether the token may have been issued at or before `instantMs`: to the millisecond when its
 * id carries the time, else by its whole second (such tokens were all issued before ids carried
 * the time, so before any password change made since).
 */
export function issuedBy(claims: TokenClaims, instantMs: number): boolean {
  return (issuedAtMs(claims.jti) ?? claims.iat * 1000) <= instantMs
}

/** Signs an access token for `badge` (HS256, claims sub/jti/iat/exp as the reference). */
export function signToken(
  secret: string,
  badge: string,
  lifetimeSeconds: number,
  jti = newTokenId(),
): string {
  const now = Math.floor(Date.now() / 1000)
  const claims = { jti, sub: badge, iat: now, exp: now + lifetimeSeconds }
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`
  return `${body}.${hmac(secret, body).toString('base64url')}`
}

/**
 * The token's claims, or undefined when it is malformed, not HS256, forged, expired, not yet
 * valid or incomplete.
 */
export function verifyToken(secret: string, token: string): TokenClaims | undefined {
  const parts = token.split('.')
  if (parts.length !== 3) return undefined
  const [header = '', payload = '', signature = ''] = parts
  // Compared as text, not as decoded bytes: base64url decoding ignores padding, whitespace and
  // the spare bits of the last character, so many spellings decode to the same signature.
  const expected = Buffer.from(hmac(secret, `${header}.${payload}`).toString('base64url'))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  const head = decodeJson(header)
  // Critical extensions are understood by no one here, so such a token is refused.
  if (!isObject(head) || head.alg !== 'HS256' || head.crit !== undefined) return undefined
  const claims = decodeJson(payload)
  if (!isObject(claims)) return undefined
  const { sub, jti, iat, exp, nbf } = claims
  const now = Date.now() / 1000
  if (typeof exp !== 'number' || exp <= now) return undefined
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return undefined
  if (iat !== undefined && typeof iat !== 'number') return undefined
  // A jti that is not a UUID in hex would have been a 500 in the reference; it is just invalid.
  if (
    typeof sub !== 'string' ||
    typeof jti !== 'string' ||
    !/^[0-9a-f]{32}$/i.test(jti.replaceAll('-', ''))
  ) {
    return undefined
  }
  return { sub, jti: jti.replaceAll('-', '').toLowerCase(), iat: iat ?? 0, exp }
}

/** The jti in UUID form, as stored in the revoked-token table. */
export const jtiAsUuid = (jti: string) =>
  `${jti.slice(0, 8)}-${jti.slice(8, 12)}-${jti.slice(12, 16)}-${jti.slice(16, 20)}-${jti.slice(20)}`

/** Token lifetime in seconds: a year for "remember me" (`token:longterm`), else a day. */
export const tokenLifetime = (longTerm: boolean) =>
  longTerm ? LONG_TERM_TOKEN_DAYS * 24 * 3600 : TOKEN_HOURS * 3600
