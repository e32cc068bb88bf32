import { createHash, randomBytes } from 'node:crypto'

/** A new client secret: 256 random bits, shown once to the developer. */
export const newClientSecret = () => randomBytes(32).toString('base64url')

/** What is stored of a secret. A random 256-bit secret needs no slow hash to resist guessing. */
export const hashClientSecret = (secret: string) =>
  createHash('sha256').update(secret).digest('hex')

/** How long a replaced secret keeps working (docs/integrations.md, "Your app's lifecycle"). */
export const SECRET_GRACE_HOURS = 24

/**
 * The Authorization header an app sent (client_secret_basic) with its secret replaced by the
 * secret's hash, which is what the authorization server knows as the client's secret: the
 * secret itself is never stored. `inForce` maps the hash of a secret replaced within its grace
 * to the current hash (app-rows.ts, secretHashInForce). Undefined when the header is not Basic.
 */
export async function hashedBasicAuth(
  header: string | undefined,
  inForce: (clientId: string, hash: string) => Promise<string>,
): Promise<string | undefined> {
  const match = /^\s*basic\s+(\S+)\s*$/i.exec(header ?? '')
  if (!match?.[1]) return undefined
  const decoded = Buffer.from(match[1], 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  if (colon < 0) return undefined
  const id = decoded.slice(0, colon)
  const clientId = formDecoded(id)
  const secret = formDecoded(decoded.slice(colon + 1))
  // Malformed: left as sent, for the provider to refuse (invalid_client).
  if (clientId === undefined || secret === undefined) return undefined
  const hash = await inForce(clientId, hashClientSecret(secret))
  return `Basic ${Buffer.from(`${id}:${hash}`).toString('base64')}`
}

/** A Basic credential's part, form-encoded as RFC 6749 2.3.1 asks; undefined when malformed. */
function formDecoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return undefined
  }
}
