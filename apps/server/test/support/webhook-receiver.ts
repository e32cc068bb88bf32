import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach } from 'vitest'
import type { Config } from '../../src/config.ts'

/** Webhooks for tests: sent at once, retried a tenth of a second apart (doubling), to 127.0.0.1. */
export const TEST_WEBHOOKS: Config['webhooks'] = {
  deliver: true,
  timeoutMs: 2000,
  retryBaseMs: 100,
  retryForMs: 24 * 60 * 60 * 1000,
  allowPrivateAddresses: true,
  perApp: 2,
  concurrency: 32,
  breakerFailures: 5,
}

export interface ReceivedDelivery {
  path: string
  headers: IncomingHttpHeaders
  body: string
  /** The status the receiver answered. */
  answered: number
}

/**
 * An app's webhook endpoint, a real HTTP server: it answers each request with the next status
 * of `statuses` (then 200), a 3xx with a Location elsewhere, and keeps what it was sent.
 */
export async function webhookReceiver(statuses: number[] = []) {
  const received: ReceivedDelivery[] = []
  const script = [...statuses]
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const answered = script.shift() ?? 200
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        answered,
      })
      if (answered >= 300 && answered < 400) response.setHeader('location', '/elsewhere')
      response.writeHead(answered).end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Whether a delivery's signature is the documented one (docs/integrations.md, "Webhooks"). */
export function signatureValid(delivery: ReceivedDelivery, secret: string): boolean {
  const timestamp = String(delivery.headers['ashes-webhook-timestamp'])
  const expected = createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`).digest()
  const sent = String(delivery.headers['ashes-webhook-signature']).replace(/^v1=/, '')
  const given = Buffer.from(sent, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * An app's webhook endpoint that never answers: each request is held open, so the server's
 * attempt ends only at its time limit (or when this receiver closes). After `recover()` it
 * answers 200 to every request. `open` counts requests held now, `cutOff` those the server gave
 * up on while held (its time limit), `answered` the bodies of those answered 200, in order.
 */
async function hangingReceiver() {
  const state = { requests: 0, open: 0, cutOff: 0, answered: [] as string[], recovered: false }
  const server = createServer((request, response) => {
    state.requests += 1
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const answer = () => {
        state.answered.push(Buffer.concat(chunks).toString('utf8'))
        response.writeHead(200).end('ok')
      }
      if (state.recovered) return answer()
      state.open += 1
      held.add(answer)
      response.on('close', () => {
        if (!held.delete(answer)) return
        state.open -= 1
        if (!closing) state.cutOff += 1
      })
    })
  })
  const held = new Set<() => void>()
  let closing = false
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    state,
    /** From now on every request is answered 200; those held are answered too. */
    recover() {
      state.recovered = true
      for (const answer of [...held]) {
        held.delete(answer)
        state.open -= 1
        answer()
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        closing = true
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/**
 * Receivers for a test file's tests, each closed when its test ends: `fast` ones answer at once
 * (webhookReceiver, with its `statuses`), `slow` ones never do (hangingReceiver). Call at the file's top level.
 */
export function receiversClosedAfterEach() {
  const made: { close(): Promise<void> }[] = []
  afterEach(async () => {
    await Promise.all(made.splice(0).map((receiver) => receiver.close()))
  })
  const kept = <R extends { close(): Promise<void> }>(receiver: R) => {
    made.push(receiver)
    return receiver
  }
  return {
    fast: async (statuses: number[] = []) => kept(await webhookReceiver(statuses)),
    slow: async () => kept(await hangingReceiver()),
  }
}
