import type { Queryable } from '@ashes/runtime'
import type { Adapter, AdapterPayload } from 'oidc-provider'
import { appClient } from './app-rows.ts'
import { endLinksWithoutGrant } from './grant-write.ts'

type Payload = AdapterPayload

/**
 * The authorization server keeps no log-in of its own: a session it remembered would outlive the
 * site's log-out and answer for whoever logged in to the site next in that browser. Every link
 * is confirmed by the site's own log-in on the consent screen (consent.ts), so nothing is kept.
 */
const noSessions: Adapter = {
  upsert: async () => {},
  find: async () => undefined,
  findByUid: async () => undefined,
  findByUserCode: async () => undefined,
  consume: async () => {},
  destroy: async () => {},
  revokeByGrantId: async () => {},
}

/**
 * The authorization server's storage (oidc-provider's adapter) on the site's database, so it
 * works on PGlite and PostgreSQL and a code issued by one server is redeemed on another. Clients
 * are the registered apps (oauth_app); sessions are not kept (noSessions); everything else is a
 * row of oauth_payload (0016).
 */
export function payloadAdapter(db: Queryable) {
  class PayloadAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: Payload, expiresIn: number): Promise<void> {
      await db.query(
        `INSERT INTO oauth_payload (model, id, payload, grant_id, uid, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))
         ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload,
           grant_id = EXCLUDED.grant_id, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
        [
          this.model,
          id,
          JSON.stringify(payload),
          payload.grantId ?? null,
          payload.uid ?? null,
          expiresIn || 365 * 24 * 3600,
        ],
      )
    }

    async find(id: string): Promise<Payload | undefined> {
      if (this.model === 'Client') return appClient(db, id)
      return this.findWhere('id = $2', id)
    }

    async findByUid(uid: string): Promise<Payload | undefined> {
      return this.findWhere('uid = $2', uid)
    }

    async findByUserCode(): Promise<Payload | undefined> {
      return undefined // the device flow is not enabled
    }

    async consume(id: string): Promise<void> {
      await db.query(`UPDATE oauth_payload SET consumed_at = now() WHERE model = $1 AND id = $2`, [
        this.model,
        id,
      ])
    }

    async destroy(id: string): Promise<void> {
      const [gone] = await db.query<{ account_id: string | null; client_id: string | null }>(
        `DELETE FROM oauth_payload WHERE model = $1 AND id = $2
         RETURNING payload->>'accountId' AS account_id, payload->>'clientId' AS client_id`,
        [this.model, id],
      )
      // The provider destroys a grant when a refresh token is reused or revoked: the player's
      // link ends with its last grant, so the Apps list and the webhooks follow.
      if (this.model === 'Grant' && gone?.account_id && gone.client_id)
        await endLinksWithoutGrant(db, Number(gone.account_id), gone.client_id)
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.query(`DELETE FROM oauth_payload WHERE grant_id = $1`, [grantId])
    }

    /** A live row; an expired one is deleted as it is met, so the table does not grow. */
    private async findWhere(where: string, value: string): Promise<Payload | undefined> {
      const [row] = await db.query<{ payload: Payload; consumed: number | null; live: boolean }>(
        `SELECT payload, extract(epoch FROM consumed_at)::bigint AS consumed,
           expires_at > now() AS live
         FROM oauth_payload WHERE model = $1 AND ${where}`,
        [this.model, value],
      )
      if (!row) return undefined
      if (!row.live) {
        await db.query(`DELETE FROM oauth_payload WHERE model = $1 AND ${where}`, [
          this.model,
          value,
        ])
        return undefined
      }
      return row.consumed === null
        ? row.payload
        : { ...row.payload, consumed: Number(row.consumed) }
    }
  }
  // A factory, not a class: oidc-provider calls it with each model's name.
  return (model: string): Adapter => (model === 'Session' ? noSessions : new PayloadAdapter(model))
}
