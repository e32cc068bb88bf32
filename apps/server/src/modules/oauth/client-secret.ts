import { createHash, randomBytes } from 'node:crypto'

/** A new client secret: 256 random bits, shown once to the developer. */
export const newClientSecret = () => randomBytes(32).toString('base64url')

/** What is stored of a secret. A random 256-bit secret needs no slow hash to resist guessing. */
export const hashClientSecret = (secret: string) =>
  createHash('sha256').update(secret).digest('hex')

/**
 * The Authorization header an app sent (client_secret_basic) with its secret replaced by the
 * secret's hash, which is what the authorization server knows as the client's secret: the
 * secret itself is never stored. Undefined when the header is not Basic.
 */
export function hashedBasicAuth(header: string | undefined): string | undefined {
  const match = /^\s*basic\s+(\S+)\s*$/i.exec(header ?? '')
  if (!match?.[1]) return undefined
  const decoded = Buffer.from(match[1], 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  if (colon < 0) return undefined
  const id = decoded.slice(0, colon)
  const secret = decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' '))
  return `Basic ${Buffer.from(`${id}:${hashClientSecret(secret)}`).toString('base64')}`
}
