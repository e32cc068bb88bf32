import { z } from 'zod'
import { StoredText } from './text.ts'

/**
 * Builders for query-string and body fields that fail with the reference's (pydantic-style)
 * error types, so clients that read `detail[].type` and `msg` keep working.
 */
function fail(ctx: z.RefinementCtx, type: string, message: string): typeof z.NEVER {
  ctx.addIssue({ code: 'custom', message, params: { type } })
  return z.NEVER
}

/** Single-valued query parameters sent more than once take the last value (as the reference). */
const lastValue = (value: unknown) => (Array.isArray(value) ? value.at(-1) : value)
const single = <T extends z.ZodType>(schema: T) => z.preprocess(lastValue, schema)

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on', 't', 'y'])
const FALSE_WORDS = new Set(['false', '0', 'no', 'off', 'f', 'n'])

/** A query boolean: accepts true/false/1/0/yes/no/on/off/t/f/y/n in any case. */
export const queryBool = (fallback = false) =>
  single(
    z
      .union([StoredText, z.boolean()])
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return fallback
        if (typeof value === 'boolean') return value
        const word = value.trim().toLowerCase()
        if (TRUE_WORDS.has(word)) return true
        if (FALSE_WORDS.has(word)) return false
        return fail(
          ctx,
          'bool_parsing',
          'Input should be a valid boolean, unable to interpret input',
        )
      }),
  ).meta({
    // The documented values; the wire takes them in any letter case too.
    anyOf: [{ type: 'string', enum: [...TRUE_WORDS, ...FALSE_WORDS] }, { type: 'boolean' }],
  })

/** A query integer with bounds; the reference answered 500 for out-of-range pagination. */
export const queryInt = (options: { fallback: number; min?: number; max?: number }) =>
  single(
    z
      .union([StoredText, z.number()])
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return options.fallback
        const text = String(value).trim()
        if (!/^[+-]?\d+$/.test(text)) {
          return fail(
            ctx,
            'int_parsing',
            'Input should be a valid integer, unable to parse string as an integer',
          )
        }
        const number = Number(text)
        if (options.min !== undefined && number < options.min) {
          ctx.addIssue({
            code: 'custom',
            message: `Input should be greater than or equal to ${options.min}`,
            params: { type: 'greater_than_equal', ctx: { ge: options.min } },
          })
          return z.NEVER
        }
        if (options.max !== undefined && number > options.max) {
          ctx.addIssue({
            code: 'custom',
            message: `Input should be less than or equal to ${options.max}`,
            params: { type: 'less_than_equal', ctx: { le: options.max } },
          })
          return z.NEVER
        }
        return number
      }),
  )

/** One of a fixed set of words, reported like a pydantic enum. */
export const enumOf = <const T extends readonly [string, ...string[]]>(values: T) => {
  const allowed = new Set<string>(values)
  const expected =
    values.length === 1
      ? `'${values[0]}'`
      : `${values
          .slice(0, -1)
          .map((v) => `'${v}'`)
          .join(', ')} or '${values[values.length - 1]}'`
  return single(
    StoredText.transform((value, ctx) => {
      if (allowed.has(value)) return value as T[number]
      return fail(ctx, 'enum', `Input should be ${expected}`)
    }),
  ).meta({ enum: [...values] })
}

/** A repeated query key (`?types=a&types=b`); a single key arrives as a plain string. */
export const queryList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]),
    z.array(item).optional(),
  )

/** An optional query string where a blank value means "not given". */
export const queryText = () =>
  single(
    StoredText.optional().transform((value) =>
      value === undefined || value.trim() === '' ? undefined : value,
    ),
  )
