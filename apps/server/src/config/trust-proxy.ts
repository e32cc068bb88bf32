import { isIP } from 'node:net'

/**
 * Which proxies in front of the server are trusted to tell the client's address in
 * X-Forwarded-For (Fastify's `trustProxy`). Trusting every sender would let any client pick its
 * own address and so escape the per-address rate limits; by default none is trusted and the
 * client is the socket's peer.
 */
export type TrustProxy = false | number | string[]

// proxy-addr's names for the loopback, link-local and unique-local (private) ranges.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isAddressOrNetwork(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)
}

/**
 * TRUST_PROXY: unset, empty, `0` or `false` trusts no proxy; a whole number trusts that many
 * proxy hops (`1`: the address the one proxy in front saw); otherwise a comma-separated list of
 * trusted proxy addresses and CIDR networks. Anything else stops the start rather than guess.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim()
  if (/^(|0|false|no|off)$/i.test(text)) return false
  if (/^\d+$/.test(text)) return Number(text)
  const entries = text.split(',').map((entry) => entry.trim())
  const bad = entries.find((entry) => !isAddressOrNetwork(entry))
  if (bad !== undefined) {
    throw new Error(
      `TRUST_PROXY must be a number of proxy hops or a comma-separated list of proxy addresses and networks (CIDR); "${bad}" is neither`,
    )
  }
  return entries
}
