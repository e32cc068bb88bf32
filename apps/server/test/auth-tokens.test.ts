import { createHmac } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { signToken, verifyToken } from '../src/modules/auth/tokens.ts'

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
})
