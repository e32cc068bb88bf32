import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { BlockList, isIP, type LookupFunction } from 'node:net'

/** How a webhook POST may reach out (config.webhooks). */
interface OutboundLimits {
  timeoutMs: number
  /** Tests and development send to 127.0.0.1; production refuses private and loopback hosts. */
  allowPrivateAddresses: boolean
}

/** What one attempt got: the receiver's status, or why there was none. */
export type OutboundResult =
  | { status: number; error?: undefined }
  | { status?: undefined; error: string }

/** Answers are read up to this many bytes and then dropped: a receiver's text is never kept. */
const ANSWER_CAP = 16 * 1024

/**
 * Addresses a webhook must not reach in production: a registered URL is a developer's input,
 * and without this it would let anyone with an account make the server call its own network
 * (metadata services, the database, the metrics port).
 */
const PRIVATE = new BlockList()
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4')
for (const [net, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6')

function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1]) return PRIVATE.check(mapped[1], 'ipv4')
  return PRIVATE.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')
}

const CUT_OFF = "the connection was needed for other apps' deliveries."

const BLOCKED = 'The webhook URL resolves to a private or loopback address, which is refused.'

/** Name resolution that refuses private answers, so the address checked is the one connected. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 4)
    const usable = addresses.filter((entry) => !isPrivateAddress(entry.address))
    if (usable.length === 0) return callback(new Error(BLOCKED), '', 4)
    if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, usable)
    const [first] = usable
    callback(null, first?.address ?? '', first?.family ?? 4)
  })
}

/**
 * POSTs `body` to `url` once: a timeout, no redirect followed (a 3xx is the answer), the answer
 * read up to a cap and dropped; in production no private or loopback address. `cutOff` ends the
 * attempt before its time limit (the sender needs its connection for another app's delivery).
 */
export function postJson(
  url: string,
  headers: Record<string, string>,
  body: string,
  limits: OutboundLimits,
  cutOff?: AbortSignal,
): Promise<OutboundResult> {
  let target: URL
  try {
    target = new URL(url)
  } catch {
    return Promise.resolve({ error: 'The webhook URL is not a valid URL.' })
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:')
    return Promise.resolve({ error: 'The webhook URL must use http or https.' })
  const literal = target.hostname.replace(/^\[|\]$/g, '')
  if (!limits.allowPrivateAddresses && isIP(literal) && isPrivateAddress(literal))
    return Promise.resolve({ error: BLOCKED })
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest
  const started = performance.now()
  return new Promise((resolve) => {
    const request = send(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
        },
        // The whole attempt, answer included: a receiver that trickles is cut off too.
        signal: AbortSignal.any([
          AbortSignal.timeout(limits.timeoutMs),
          ...(cutOff ? [cutOff] : []),
        ]),
        ...(limits.allowPrivateAddresses ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        let read = 0
        response.on('data', (chunk: Buffer) => {
          read += chunk.length
          if (read > ANSWER_CAP) response.destroy()
        })
        const done = () => resolve({ status: response.statusCode ?? 0 })
        response.on('end', done)
        response.on('close', done)
        response.on('error', done)
      },
    )
    request.on('error', (error) =>
      resolve({
        error: cutOff?.aborted
          ? `Cut off after ${Math.round(performance.now() - started)} ms without an answer: ${CUT_OFF}`
          : error.name === 'AbortError' || error.name === 'TimeoutError'
            ? `No answer within ${limits.timeoutMs} ms.`
            : error.message.slice(0, 500),
      }),
    )
    request.end(body)
  })
}
