import pg from 'pg'

type Handler = (payload: string) => void

const RECONNECT_MS = 1000

/**
 * LISTEN for every channel on one PostgreSQL connection of its own: a pool client held per
 * channel would leave fewer for queries (and none, with a small pool). When the connection
 * drops it is opened again, and every handler hears an empty payload then, since notifications
 * sent in between are lost.
 */
export class PgNotifications {
  private connecting: Promise<pg.Client> | undefined
  private readonly handlers = new Map<string, Set<Handler>>()
  private closed = false

  constructor(private readonly config: pg.ClientConfig) {}

  async listen(channel: string, handler: Handler): Promise<() => Promise<void>> {
    const handlers = this.handlers.get(channel) ?? new Set()
    this.handlers.set(channel, handlers)
    handlers.add(handler)
    // A connection opened just now listens already; LISTEN again is harmless.
    await (await this.connection()).query(`LISTEN ${channel}`)
    return async () => {
      handlers.delete(handler)
      if (handlers.size > 0) return
      this.handlers.delete(channel)
      const client = await this.connecting?.catch(() => undefined)
      await client?.query(`UNLISTEN ${channel}`).catch(() => {})
    }
  }

  async close(): Promise<void> {
    this.closed = true
    const client = await this.connecting?.catch(() => undefined)
    this.connecting = undefined
    await client?.end().catch(() => {})
  }

  private connection(): Promise<pg.Client> {
    if (this.connecting) return this.connecting
    const client = new pg.Client(this.config)
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '')
    })
    client.on('error', () => this.lost(connecting, client))
    client.on('end', () => this.lost(connecting, client))
    const connecting = (async () => {
      await client.connect()
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`)
      return client
    })()
    this.connecting = connecting
    connecting.catch(() => this.lost(connecting, client))
    return connecting
  }

  private lost(connection: Promise<pg.Client>, client: pg.Client): void {
    // A connection that failed half-way (LISTEN timed out, say) is closed, not left open.
    client.end().catch(() => {})
    if (this.connecting !== connection) return
    this.connecting = undefined
    if (this.closed) return
    setTimeout(() => {
      if (this.closed || this.connecting || this.handlers.size === 0) return
      this.connection()
        .then(() => {
          for (const handlers of this.handlers.values()) for (const handler of handlers) handler('')
        })
        .catch(() => {})
    }, RECONNECT_MS).unref()
  }
}
