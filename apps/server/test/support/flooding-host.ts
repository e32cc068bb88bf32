import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FloodingHost {
  url: string
  /** Bytes written after `start`; whether it wrote them all; connections cut before the end. */
  host: { sent: number; completed: boolean; hungUp: number }
  reset(): void
  close(): Promise<void>
}

/**
 * Another site answering `path` with `start` and then `bytes` of spaces, chunked with no
 * Content-Length, written as fast as the client reads: a reader without a cap reads it all. Any
 * other path is a 404. Shared by the tests that hold such answers to a cap while they stream
 * (issue 24 item 8: media host; deck import).
 */
export async function startFloodingHost(options: {
  path: string
  contentType: string
  start: Uint8Array | string
  bytes: number
}): Promise<FloodingHost> {
  const chunk = Buffer.alloc(64 * 1024, 0x20)
  const host = { sent: 0, completed: false, hungUp: 0 }
  const server = createServer(async (request, response) => {
    if (request.url !== options.path) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': options.contentType })
    response.on('close', () => {
      if (!response.writableFinished) host.hungUp += 1
    })
    response.write(options.start)
    while (host.sent < options.bytes && !response.destroyed) {
      host.sent += chunk.length
      if (!response.write(chunk))
        await new Promise((resolve) => {
          response.once('drain', resolve)
          response.once('close', resolve)
        })
    }
    if (!response.destroyed) {
      host.completed = true
      response.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    host,
    reset: () => {
      Object.assign(host, { sent: 0, completed: false, hungUp: 0 })
    },
    close: () => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
