import { createECDH, createHmac, hkdfSync } from 'node:crypto'

/**
 * The authorization server's keys, derived from SECRET_KEY so that every server of one site
 * signs and checks alike without a key file to share: an ES256 key for ID tokens (its public
 * half at /oauth/jwks) and the keys of its cookies. Changing SECRET_KEY changes them (open
 * log-ins to apps start over; the apps' tokens, kept in the database, stay valid).
 */
export function oauthKeys(secretKey: string) {
  const seed = Buffer.from(hkdfSync('sha256', secretKey, 'ashes-oauth', 'id-token-es256', 32))
  const ecdh = createECDH('prime256v1')
  ecdh.setPrivateKey(seed)
  const point = ecdh.getPublicKey()
  const signing = {
    kty: 'EC',
    crv: 'P-256',
    alg: 'ES256',
    use: 'sig',
    kid: createHmac('sha256', point).update('kid').digest('base64url').slice(0, 16),
    d: seed.toString('base64url'),
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  }
  const cookie = createHmac('sha256', secretKey).update('ashes-oauth-cookies').digest('base64url')
  return { jwks: { keys: [signing] }, cookieKeys: [cookie] }
}
