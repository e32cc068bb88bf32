import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { COMMON_HEADERS } from './security-headers.ts'

const PARAM_TOO_LONG = 'A path parameter is too long (at most 100 characters).'
const BAD_URL = 'The URL is not validly percent-encoded.'
const HEADERS_TOO_LARGE = 'The request headers are too large.'
const REQUEST_TIMEOUT = 'The request took too long to arrive.'
const NOT_HTTP = 'The request is not valid HTTP.'

/**
 * Errors the router meets before any route runs. Fastify's own answers are outside the
 * `{"detail": ...}` envelope and echo the whole URL back.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  // These answers skip the hooks that add the common headers elsewhere.
  reply.headers(COMMON_HEADERS)
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') reply.code(414).send({ detail: PARAM_TOO_LONG })
  else if (error.code === 'FST_ERR_BAD_URL') reply.code(400).send({ detail: BAD_URL })
  else reply.code(400).send({ detail: NOT_HTTP })
}

/** The method of the request a packet starts, or undefined when it starts mid-request. */
function methodOf(packet: unknown): string | undefined {
  // Node hands a Buffer (Fastify's types say otherwise).
  if (!Buffer.isBuffer(packet)) return undefined
  return /^([A-Z]+) /.exec(packet.subarray(0, 16).toString('latin1'))?.[1]
}

/**
 * Requests node's HTTP parser refuses (oversized headers, broken request lines) never reach
 * Fastify: node's 'clientError' answers them on the raw socket, so this one writes the envelope.
 *
 * An answer to HEAD has no body (RFC 9110 9.3.2; issue 49 item 9). Node tells only the packet
 * the parser failed on: when it starts the request, its method is known, and HEAD gets GET's
 * headers without the body. Headers past the size limit may fail in a later packet of a long
 * request (the request line arrived before), where the method is out of sight: that 431 has no
 * body either, since it may answer a HEAD. Other failures with no method in view (not HTTP at
 * all, a timeout) keep their detail.
 */
export function clientErrorHandler(
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const overflow = error.code === 'HPE_HEADER_OVERFLOW'
  const [status, detail] = overflow
    ? [431, HEADERS_TOO_LARGE]
    : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, REQUEST_TIMEOUT]
      : [400, NOT_HTTP]
  const method = methodOf(error.rawPacket)
  const body = JSON.stringify({ detail })
  const bodyless = overflow && method === undefined
  const content = bodyless
    ? 'Content-Length: 0\r\n'
    : 'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n`
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${content}` +
        Object.entries(COMMON_HEADERS)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('') +
        `Connection: close\r\n\r\n${bodyless || method === 'HEAD' ? '' : body}`,
    )
  }
  socket.destroy(error)
}
