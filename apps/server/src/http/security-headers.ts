import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'

/**
 * Headers of every answer: no content sniffing, and no full URLs (share and reset tokens live in
 * page paths) sent to other sites.
 */
export const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const

/**
 * The CSP source of each inline script in a page ('sha256-...' of its exact text): the web app's
 * shell has one, which sets the theme before the first paint. Read from the built page the server
 * sends, so the policy allows that script and nothing else, whatever the build wrote.
 */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1] ?? '')) continue
    const digest = createHash('sha256')
      .update(match[2] ?? '', 'utf8')
      .digest('base64')
    hashes.push(`'sha256-${digest}'`)
  }
  return hashes
}

/**
 * The policy of every HTML page (the web app's shell and /docs): scripts, styles and fetches only
 * from this origin (the shell's one inline script allowed by its hash), card images from
 * MEDIA_URL and images in players' text from any https host, and no framing by other sites. The
 * partner store (STORE_URL) is the one other origin the web app fetches from.
 */
function contentSecurityPolicy(
  mediaUrl: string,
  inlineStyles = false,
  storeUrl?: string,
  scriptHashes: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    `style-src 'self'${inlineStyles ? " 'unsafe-inline'" : ''}`,
    `img-src 'self' data: https: ${new URL(mediaUrl).origin}`,
    "font-src 'self' data:",
    `connect-src 'self'${storeUrl ? ` ${new URL(storeUrl).origin}` : ''}`,
    // The web app's service worker, /sw.js (issue 30).
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * The common headers on every answer, and the policy above on HTML. Registered before any plugin
 * so every route, the docs and the static files inherit the hook.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  mediaUrl: string,
  storeUrl?: string,
  webShell?: string,
): void {
  const hashes = webShell === undefined ? [] : inlineScriptHashes(webShell)
  const policy = contentSecurityPolicy(mediaUrl, false, storeUrl, hashes)
  // Swagger UI sets style attributes in markup it renders; styles cannot run script.
  const docsPolicy = contentSecurityPolicy(mediaUrl, true)
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(COMMON_HEADERS)
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      const docs = /^\/docs(\/|$)/.test(request.url)
      reply.header('Content-Security-Policy', docs ? docsPolicy : policy)
      // frame-ancestors for browsers that predate it.
      reply.header('X-Frame-Options', 'DENY')
    }
    done(null, payload)
  })
}
