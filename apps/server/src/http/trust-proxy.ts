import type { TrustProxy } from '../config/trust-proxy.ts'

/**
 * The setting as Fastify takes it. Fastify trusts no hop count (a number fails closed), so hops
 * are counted here: hop 0 is the socket's peer, hop 1 the last address it forwarded, and so on.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust
  return (_address, hop) => hop < trust
}
