import type { FastifyInstance } from 'fastify'

/** pydantic's JSON parser (the reference's) refuses deeper nesting with the same limit. */
const MAX_JSON_DEPTH = 200

/**
 * Whether `text` holds more than `limit` opening brackets, in strings or not: with no more, it
 * cannot nest deeper than `limit`. Found by indexOf, a twentieth of the scan below on a deck save.
 */
function openersOver(text: string, limit: number): boolean {
  let count = 0
  for (const bracket of ['{', '['])
    for (let at = text.indexOf(bracket); at >= 0; at = text.indexOf(bracket, at + 1))
      if (++count > limit) return true
  return false
}

/**
 * Where a JSON text first nests deeper than `limit` (brackets inside strings do not count), or -1.
 * One pass over the text, so a hostile body costs no more than reading it.
 */
function tooDeepAt(text: string, limit = MAX_JSON_DEPTH): number {
  if (!openersOver(text, limit)) return -1
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i)
    if (inString) {
      if (char === 0x5c)
        i++ // backslash: the next character is escaped
      else if (char === 0x22) inString = false
    } else if (char === 0x22) inString = true
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > limit) return i
    } else if (char === 0x5d || char === 0x7d) depth--
  }
  return -1
}

/**
 * JSON bodies parse as Fastify's default parser does (prototype poisoning refused), after a depth
 * check: thousands of nested brackets parse, but overflow the stack of whatever walks them next.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string
    const at = tooDeepAt(text)
    if (at < 0) return parse(request, text, done)
    // Answered by the error handler as a 422 json_invalid at this position.
    done(new SyntaxError(`JSON nested deeper than ${MAX_JSON_DEPTH} levels at position ${at}`))
  })
}
