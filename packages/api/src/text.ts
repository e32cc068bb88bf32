import { DESCRIPTION_MAX_LENGTH } from '@ashes/game'
import { z } from 'zod'

/** A UTF-16 surrogate with no partner: not a character, and not valid in JSON stored as jsonb. */
const LONE_SURROGATE = /\p{Surrogate}/u

/**
 * The one schema for text in a request: every string field of every body, query and path is
 * built from it. PostgreSQL can store neither the NUL character nor a lone surrogate (a jsonb
 * column refuses `\ud800`), so text holding one is a 422 naming its field instead of a database
 * error (a 500). Chain `.min()`, `.max()`, `.trim()` or `.transform()` on it for further rules.
 */
export const StoredText = z
  .string()
  .refine((text) => !text.includes('\0'), {
    message: 'String should not contain the NUL character',
    params: { type: 'string_pattern_mismatch' },
  })
  .refine((text) => !LONE_SURROGATE.test(text), {
    message: 'String should be well-formed Unicode text',
    params: { type: 'string_pattern_mismatch' },
  })

/**
 * A deck's, snapshot's or player's description: the limit keeps one text from weighing on every
 * visit of its page (issue 24 item 6), as comments have theirs (comments.ts).
 */
export const Description = StoredText.max(DESCRIPTION_MAX_LENGTH)
