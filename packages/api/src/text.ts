import { z } from 'zod'

/**
 * The one schema for text in a request: every string field of every body, query and path is
 * built from it. PostgreSQL can neither store nor compare the NUL character, so text holding one
 * is a 422 naming its field instead of a database error (a 500). Chain `.min()`, `.max()`,
 * `.trim()` or `.transform()` on it for further rules.
 */
export const StoredText = z.string().refine((text) => !text.includes('\0'), {
  message: 'String should not contain the NUL character',
  params: { type: 'string_pattern_mismatch' },
})
