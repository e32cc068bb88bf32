import type { Queryable } from '@ashes/runtime'
import type Provider from 'oidc-provider'

/** The authorization server, once it is first needed (see `providerOnDemand`). */
export type ProviderOnDemand = () => Promise<Provider>

/**
 * The authorization server (provider.ts), loaded and created at the first request that needs it
 * (an app's OAuth request or a player's consent): oidc-provider and what it loads (koa, jose)
 * were a quarter of the time a start spent loading code (issue 31 item 7), and most starts serve
 * no such request for a while. Every caller gets the one provider.
 */
export function providerOnDemand(
  db: Queryable,
  publicUrl: string,
  secretKey: string,
): ProviderOnDemand {
  let made: Promise<Provider> | undefined
  return () =>
    (made ??= import('./provider.ts').then(({ createProvider }) =>
      createProvider(db, publicUrl, secretKey),
    ))
}
