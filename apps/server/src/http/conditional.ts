import { createHash } from 'node:crypto'

/**
 * Whether an If-None-Match header names `etag`, or is `*` (RFC 9110 13.1.2): compared weakly, so
 * `W/"x"` and `"x"` name the same answer. A client polling with the ETag it last read is then
 * answered 304, without a body (issue 48 item 10).
 */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  const wanted = opaque(etag)
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted)
}

/** A short digest of what an answer depends on, for its ETag (URL-safe, 128 bits). */
export function digest(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part).update('\0')
  return hash.digest('base64url').slice(0, 22)
}
