import { z } from 'zod'

/** The largest value of PostgreSQL's `integer` (int4), the type of every id and entity id. */
export const INT4_MAX = 2_147_483_647

/**
 * Whether a number fits an integer column. A path or body may carry any integer (the schemas
 * accept it, and such an id simply matches nothing), but the database refuses a parameter
 * beyond the column's range with an error, so it must never be sent there.
 */
export const fitsInt4 = (n: number): boolean =>
  Number.isSafeInteger(n) && n >= -INT4_MAX - 1 && n <= INT4_MAX

/** Whether a number can name a row: ids and entity ids come from sequences, so start at 1. */
export const isRowId = (n: number): boolean => n > 0 && fitsInt4(n)

/** Significant digits a safe integer always holds exactly (2^53 has 16). */
const SAFE_DIGITS = 15

/**
 * An integer id in a path (a deck, snapshot, comment entity, game or delivery): decimal digits
 * only, as the reference's integer path parameters. No sign, space, fraction, exponent or
 * `0x`/`0o`/`0b` prefix: Number() read `0x10`, `+16` and ` 16` as deck 16 and `1e1` as deck 10
 * (issue 49 item 6). Anything else is a 422 `int_parsing`, as for `abc`. Leading zeros are
 * digits (`016` is 16, as pydantic reads it). An id of more significant digits than a safe
 * integer holds is past every column: it reads as the largest safe integer, which names no row,
 * so however long it is it answers 404 like any other id beyond the column's range.
 */
export const PathId = z
  .string()
  .transform((text, ctx) => {
    if (!/^[0-9]+$/.test(text)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Input should be a valid integer, unable to parse string as an integer',
        params: { type: 'int_parsing' },
      })
      return z.NEVER
    }
    const digits = text.replace(/^0+(?=[0-9])/, '')
    return digits.length > SAFE_DIGITS ? Number.MAX_SAFE_INTEGER : Number(digits)
  })
  .meta({
    type: 'integer',
    minimum: 0,
    description: 'Decimal digits only; an id that names no row answers 404.',
  })
