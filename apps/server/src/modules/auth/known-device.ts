import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * A "known device" is a browser that has logged in to an account before (or set its password
 * through a reset mail): at that moment the server gives it a cookie, signed for that account,
 * which later lets its log-ins past the account's failure budget, so strangers' failed guesses
 * never lock the owner out of a device they use (rate-limit.ts). The cookie is sent to the
 * log-in endpoint only, is unreadable by scripts and proves nothing else.
 */
const COOKIE_PREFIX = 'ashes_device_'
const LIFETIME_SECONDS = 365 * 24 * 3600
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/

const signature = (secret: string, playerId: number, deviceId: string) =>
  createHmac('sha256', secret).update(`known-device:${playerId}:${deviceId}`).digest('base64url')

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=')
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim()
  }
  return undefined
}

/** The id of the device the request's cookie proves known to `playerId`, if it does. */
export function knownDevice(
  secret: string,
  cookieHeader: string | undefined,
  playerId: number,
): string | undefined {
  const value = cookieValue(cookieHeader, `${COOKIE_PREFIX}${playerId}`)
  const [deviceId = '', given = '', ...rest] = (value ?? '').split('.')
  if (rest.length > 0 || !DEVICE_ID.test(deviceId)) return undefined
  // The exact text is compared: no other spelling of the signature is accepted.
  const expected = Buffer.from(signature(secret, playerId, deviceId))
  const received = Buffer.from(given)
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return undefined
  return deviceId
}

/**
 * The Set-Cookie header making this browser a known device of `playerId` for a year (keeping
 * its device id when it already had one).
 */
export function knownDeviceCookie(
  secret: string,
  playerId: number,
  options: { deviceId?: string; secure: boolean },
): string {
  const deviceId = options.deviceId ?? randomBytes(16).toString('base64url')
  return [
    `${COOKIE_PREFIX}${playerId}=${deviceId}.${signature(secret, playerId, deviceId)}`,
    `Max-Age=${LIFETIME_SECONDS}`,
    'Path=/v2/token',
    'HttpOnly',
    'SameSite=Strict',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ')
}
