import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * Compression of the pages the not-found handler answers (card, deck, player pages, the card
 * list): @fastify/compress hooks only registered routes, so those went out plain (/cards/ was
 * 169 KB). The same settings as app.ts gives it: 1 KB threshold, brotli at quality 4, or gzip.
 */
const THRESHOLD_BYTES = 1024
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }

type PageEncoding = 'br' | 'gzip'

/**
 * The encoding an Accept-Encoding header asks for: of brotli and gzip the one of higher q
 * (brotli on a tie, `*` standing for either), none when neither is accepted or identity is
 * preferred to both.
 */
export function pageEncoding(header: string | undefined): PageEncoding | undefined {
  if (!header) return undefined
  const weights = new Map<string, number>()
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim())
    const q = params.find((param) => param.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0)
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0
  const br = weight('br')
  const gzip = weight('gzip')
  if (Math.max(br, gzip) < (weights.get('identity') ?? 0)) return undefined
  if (br > 0 && br >= gzip) return 'br'
  return gzip > 0 ? 'gzip' : undefined
}

/** The compressed bodies of pages a server keeps, made at the first request for each encoding. */
const encodedPages = new WeakMap<object, Partial<Record<PageEncoding, Buffer>>>()

const encode = (html: string, encoding: PageEncoding) =>
  encoding === 'br' ? brotliCompressSync(html, BROTLI) : gzipSync(html)

/**
 * Sends an HTML page with its status, compressed as the client accepts. `page`: the object the
 * server keeps the page as, if it does; its compressed bodies are kept with it (as long as it is)
 * rather than made again for each request.
 */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  html: string,
  page?: object,
): FastifyReply {
  reply.code(status).type('text/html; charset=utf-8')
  const vary = reply.getHeader('vary')
  if (!/accept-encoding/i.test(String(vary ?? ''))) {
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  }
  const encoding =
    Buffer.byteLength(html) >= THRESHOLD_BYTES
      ? pageEncoding(request.headers['accept-encoding'])
      : undefined
  if (encoding === undefined) return reply.send(html)
  let body: Buffer
  if (page) {
    const encoded = encodedPages.get(page) ?? {}
    body = encoded[encoding] ??= encode(html, encoding)
    encodedPages.set(page, encoded)
  } else body = encode(html, encoding)
  return reply.header('content-encoding', encoding).send(body)
}
