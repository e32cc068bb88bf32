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

/**
 * Requests node's HTTP parser refuses (oversized headers, broken request lines) never reach
 * Fastify: node's 'clientError' answers them on the raw socket, so this one writes the envelope.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, detail] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, HEADERS_TOO_LARGE]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, REQUEST_TIMEOUT]
        : [400, NOT_HTTP]
  const body = JSON.stringify({ detail })
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        Object.entries(COMMON_HEADERS)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('') +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}
