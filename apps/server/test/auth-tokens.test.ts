import { createHmac } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'
import { describe, expect, it, vi } from 'vitest'
import { issuedAtMs, signToken, verifyToken } from '../src/modules/auth/tokens.ts'

// Our HS256 tokens against an independent JWT implementation, both ways.
const SECRET = 'a secret of the tests'
const key = new TextEncoder().encode(SECRET)
const now = () => Math.floor(Date.now() / 1000)
const jti = 'ab'.repeat(16)
const signed = (claims: Record<string, unknown>, header: Record<string, unknown> = {}) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', ...header }).sign(key)

/** A token signed with SECRET under a header of any content. */
function withHeader(header: Record<string, unknown>, payload: string) {
  const body = `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${payload}`
  return `${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`
}

describe('access tokens', () => {
  it('are standard HS256 tokens with the claims sub, jti, iat and exp', async () => {
    const token = signToken(SECRET, 'abc123', 60)
    const { payload, protectedHeader } = await jwtVerify(token, key, { algorithms: ['HS256'] })
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' })
    expect(payload).toMatchObject({ sub: 'abc123', exp: (payload.iat ?? 0) + 60 })
    expect(payload.jti).toMatch(/^[0-9a-f]{32}$/)
  })

  it('carry their time of issue to the millisecond in their id, a version 7 UUID', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(1_750_000_000_123)
      const { jti } = verifyToken(SECRET, signToken(SECRET, 'abc123', 60)) ?? { jti: '' }
      expect(jti).toMatch(/^[0-9a-f]{12}7[0-9a-f]{3}[89ab][0-9a-f]{15}$/)
      expect(issuedAtMs(jti)).toBe(1_750_000_000_123)
      // Ids of another kind (the reference's random UUIDs) carry no time.
      expect(issuedAtMs('ab'.repeat(16))).toBeUndefined()
      expect(issuedAtMs(crypto.randomUUID().replaceAll('-', ''))).toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
  })

  it('are accepted when another library signed them with the same secret', async () => {
    const token = await signed({ sub: 'abc123', jti, iat: now(), exp: now() + 60 })
    expect(verifyToken(SECRET, token)).toEqual({
      sub: 'abc123',
      jti,
      iat: now(),
      exp: now() + 60,
    })
  })

  it('are refused when forged, tampered with, expired, not yet valid or of another algorithm', async () => {
    const claims = { sub: 'abc123', jti, iat: now(), exp: now() + 60 }
    const good = await signed(claims)
    const [header, payload, signature] = good.split('.')
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, sub: 'admin1' })).toString(
      'base64url',
    )
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`
    const refused = [
      signToken('another secret', 'abc123', 60),
      `${header}.${otherPayload}.${signature}`,
      unsigned,
      await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(key),
      await signed({ ...claims, exp: now() - 1 }),
      await signed({ ...claims, nbf: now() + 60 }),
      await signed({ sub: 'abc123', jti, iat: now() }),
      withHeader({ alg: 'HS256', crit: ['exp'] }, payload ?? ''),
      'not.a.token',
      'garbage',
    ]
    for (const token of refused) expect(verifyToken(SECRET, token), token).toBeUndefined()
  })

  it('are refused unless the signature is the exact canonical base64url text', () => {
    const token = signToken(SECRET, 'abc123', 60)
    const body = token.slice(0, token.lastIndexOf('.'))
    const signature = token.slice(token.lastIndexOf('.') + 1)
    // 32 bytes are 43 characters: the last one carries 4 bits and 2 spare bits that must be 0.
    const last = signature.at(-1) ?? ''
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const index = alphabet.indexOf(last)
    const spareBitsChanged = [1, 2, 3].map(
      (spare) => `${signature.slice(0, -1)}${alphabet[(index & ~3) | ((index + spare) & 3)]}`,
    )
    expect(Buffer.from(spareBitsChanged[0] ?? '', 'base64url')).toEqual(
      Buffer.from(signature, 'base64url'),
    )
    const variants = [
      `${signature}=`,
      `${signature}==`,
      `${signature} `,
      ` ${signature}`,
      `${signature}\n`,
      `${signature.slice(0, 20)} ${signature.slice(20)}`,
      Buffer.from(signature, 'base64url').toString('base64'),
      ...spareBitsChanged,
    ]
    expect(verifyToken(SECRET, token)).toBeDefined()
    for (const variant of variants) {
      expect(verifyToken(SECRET, `${body}.${variant}`), JSON.stringify(variant)).toBeUndefined()
    }
  })
})
