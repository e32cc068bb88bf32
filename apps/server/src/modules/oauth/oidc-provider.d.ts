// The part of oidc-provider (which ships no types) that this module uses; its documentation
// is the contract (github.com/panva/node-oidc-provider/blob/v9.x/docs/README.md).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export type AdapterPayload = Record<string, unknown> & {
    grantId?: string
    uid?: string
    consumed?: number
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>
    find(id: string): Promise<AdapterPayload | undefined>
    findByUid(uid: string): Promise<AdapterPayload | undefined>
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>
    consume(id: string): Promise<void>
    destroy(id: string): Promise<void>
    revokeByGrantId(grantId: string): Promise<void>
  }

  interface KoaContext {
    get(field: string): string
    req: IncomingMessage
  }

  export interface ClientLike {
    grantTypeAllowed(type: string): boolean
  }

  export interface InteractionRecord {
    uid: string
    exp: number
    returnTo: string
    grantId?: string
    params: Record<string, unknown>
    result?: Record<string, unknown>
    save(ttl: number): Promise<string>
  }

  export interface GrantRecord {
    accountId?: string
    addOIDCScope(scope: string): void
    addResourceScope(resource: string, scope: string): void
    save(): Promise<string>
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>)
    /** Koa's: trust X-Forwarded-Host and -Proto. */
    proxy: boolean
    use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    Interaction: { find(uid: string): Promise<InteractionRecord | undefined> }
    /** The interaction this browser's signed interaction cookie names (else it throws). */
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionRecord>
    Grant: {
      new (properties: { accountId: string; clientId: string }): GrantRecord
      find(id: string): Promise<GrantRecord | undefined>
    }
  }

  export const errors: { InvalidTarget: new () => Error }
}
