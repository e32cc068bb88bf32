import { connect, createServer, type Server, type Socket } from 'node:net'

export type ProxyMode = 'pass' | 'stall' | 'refuse'

export interface TcpProxy {
  /** The target's URL with the proxy's host and port in place of the target's. */
  url: string
  /**
   * pass: forwards both ways. stall: holds every byte of every connection, new ones included,
   * as a frozen or unreachable host does. refuse: closes every connection and refuses new ones,
   * as a stopped server does.
   */
  set(mode: ProxyMode): Promise<void>
  close(): Promise<void>
}

/** A TCP proxy on 127.0.0.1 in front of the database of `targetUrl` (node:net, no dependency). */
export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl)
  const targetPort = Number(target.port || 5432)
  let mode: ProxyMode = 'pass'

  type Pair = { client: Socket; upstream: Socket | undefined }
  const pairs = new Set<Pair>()

  // Plain 'data' handlers rather than pipe(): a paused socket stays paused until resumed here.
  const openUpstream = (pair: Pair) => {
    const upstream = connect(targetPort, target.hostname)
    pair.upstream = upstream
    pair.client.on('data', (chunk) => upstream.write(chunk))
    upstream.on('data', (chunk) => pair.client.write(chunk))
    upstream.on('error', () => pair.client.destroy())
    upstream.on('close', () => pair.client.destroy())
  }

  const onConnection = (client: Socket) => {
    const pair: Pair = { client, upstream: undefined }
    pairs.add(pair)
    client.on('error', () => pair.upstream?.destroy())
    client.on('close', () => {
      pair.upstream?.destroy()
      pairs.delete(pair)
    })
    // A stalled host accepts the connection and then says nothing.
    if (mode === 'stall') client.pause()
    else openUpstream(pair)
  }

  let server: Server = createServer(onConnection)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer(onConnection)
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()))

  const destroyAll = () => {
    for (const { client, upstream } of pairs) {
      client.destroy()
      upstream?.destroy()
    }
  }

  async function set(next: ProxyMode): Promise<void> {
    if (next === mode) return
    const previous = mode
    mode = next
    if (next === 'refuse') {
      destroyAll()
      await stopListening()
      return
    }
    if (previous === 'refuse') await listen()
    for (const pair of pairs) {
      if (next === 'stall') {
        pair.client.pause()
        pair.upstream?.pause()
      } else {
        if (!pair.upstream) openUpstream(pair)
        pair.client.resume()
        pair.upstream?.resume()
      }
    }
  }

  const url = new URL(targetUrl)
  url.hostname = '127.0.0.1'
  url.port = String(port)
  return {
    url: url.toString(),
    set,
    close: async () => {
      destroyAll()
      if (mode !== 'refuse') await stopListening()
    },
  }
}
