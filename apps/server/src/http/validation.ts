import type { ValidationIssue } from '@ashes/api'
import type { FastifySchemaCompiler } from 'fastify'
import type { z } from 'zod'
import { boundedEcho, MAX_ISSUES } from './echo.ts'

const LOCATIONS: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
}

/** A request that failed its schema: answered 422 with the reference's list of issues. */
export class RequestValidationError extends Error {
  readonly statusCode = 422
  constructor(readonly issues: ValidationIssue[]) {
    super('Request validation failed')
  }
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

const quoteList = (values: readonly unknown[]) => {
  const quoted = values.map((value) => `'${String(value)}'`)
  return quoted.length < 2
    ? (quoted[0] ?? '')
    : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`
}

const TYPE_NAMES: Record<string, [string, string]> = {
  string: ['string_type', 'Input should be a valid string'],
  number: ['int_type', 'Input should be a valid integer'],
  int: ['int_type', 'Input should be a valid integer'],
  boolean: ['bool_type', 'Input should be a valid boolean'],
  array: ['list_type', 'Input should be a valid list'],
  object: ['dict_type', 'Input should be a valid dictionary'],
}

function describe(
  issue: z.core.$ZodIssue,
  value: unknown,
): { type: string; msg: string; ctx?: Record<string, unknown> } {
  switch (issue.code) {
    case 'custom': {
      const params = (issue.params ?? {}) as { type?: string; ctx?: Record<string, unknown> }
      return {
        type: params.type ?? 'value_error',
        msg: issue.message,
        ...(params.ctx ? { ctx: params.ctx } : {}),
      }
    }
    case 'invalid_type':
      if (value === undefined) return { type: 'missing', msg: 'Field required' }
      {
        const [type, msg] = TYPE_NAMES[issue.expected] ?? ['value_error', issue.message]
        return { type, msg }
      }
    case 'too_small':
      if (issue.origin === 'string')
        return {
          type: 'string_too_short',
          msg: `String should have at least ${issue.minimum} characters`,
          ctx: { min_length: Number(issue.minimum) },
        }
      if (issue.origin === 'array')
        return {
          type: 'too_short',
          msg: `List should have at least ${issue.minimum} items`,
          ctx: { min_length: Number(issue.minimum) },
        }
      return {
        type: 'greater_than_equal',
        msg: `Input should be greater than or equal to ${issue.minimum}`,
        ctx: { ge: Number(issue.minimum) },
      }
    case 'too_big':
      if (issue.origin === 'string')
        return {
          type: 'string_too_long',
          msg: `String should have at most ${issue.maximum} characters`,
          ctx: { max_length: Number(issue.maximum) },
        }
      if (issue.origin === 'array')
        return {
          type: 'too_long',
          msg: `List should have at most ${issue.maximum} items`,
          ctx: { max_length: Number(issue.maximum) },
        }
      return {
        type: 'less_than_equal',
        msg: `Input should be less than or equal to ${issue.maximum}`,
        ctx: { le: Number(issue.maximum) },
      }
    case 'invalid_value':
      return { type: 'enum', msg: `Input should be ${quoteList(issue.values)}` }
    case 'invalid_union': {
      const first = issue.errors[0]?.[0]
      return first ? describe(first, value) : { type: 'value_error', msg: issue.message }
    }
    case 'invalid_key': {
      // A bad record key is reported as the key's own issue (a NUL in it, say).
      const first = issue.issues[0]
      return first ? describe(first, value) : { type: 'value_error', msg: issue.message }
    }
    case 'invalid_format':
      if (issue.format === 'email')
        return {
          type: 'value_error',
          msg: 'value is not a valid email address: The email address is not valid.',
        }
      if (issue.format === 'uuid' || issue.format === 'guid')
        return { type: 'uuid_parsing', msg: 'Input should be a valid UUID' }
      return { type: 'string_pattern_mismatch', msg: issue.message }
    default:
      return { type: 'value_error', msg: issue.message }
  }
}

/** Translates zod issues into the reference's 422 entries for one part of the request. */
function toValidationIssues(location: string, error: z.ZodError, data: unknown): ValidationIssue[] {
  return error.issues.slice(0, MAX_ISSUES).map((issue) => {
    const value = 'input' in issue ? issue.input : valueAt(data, issue.path)
    const params = (issue.code === 'custom' ? issue.params : undefined) as
      | { model?: boolean }
      | undefined
    if (params?.model) {
      // Cross-field rules report on the whole body, as the reference's model validators do.
      return {
        type: 'value_error',
        loc: [location],
        msg: `Value error, ${issue.message}`,
        input: boundedEcho(data),
        ctx: { error: {} },
      }
    }
    const { type, msg, ctx } = describe(issue, value)
    const input = boundedEcho(
      type === 'missing' ? (valueAt(data, issue.path.slice(0, -1)) ?? null) : value,
    )
    return {
      type,
      loc: [location, ...issue.path.map((key) => (typeof key === 'number' ? key : String(key)))],
      msg,
      input,
      ...(ctx ? { ctx } : {}),
    }
  })
}

/** Query strings kept validated per schema, and the longest one kept. */
const KEPT_INPUTS = 1000
const KEPT_INPUT_LENGTH = 1000

type Kept = Readonly<Record<string, unknown>>

/**
 * A valid query's value as it can be kept: an object of plain values and lists of
 * them, frozen (each request gets a copy of the object; a list changed in place would throw).
 */
function keepable(value: unknown): Kept | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined
  for (const field of Object.values(value)) {
    if (field === null || typeof field !== 'object') continue
    if (!Array.isArray(field) || field.some((item) => item !== null && typeof item === 'object'))
      return undefined
    Object.freeze(field)
  }
  return Object.freeze(value as Record<string, unknown>)
}

/**
 * Fastify validator compiler for zod schemas that fails with RequestValidationError. A query
 * string that validated before (the parsed text, keyed as JSON) answers the value it validated
 * to without parsing it again: the schemas are pure functions of it, and the popular listings'
 * queries (a page of cards, of decks) come many times a second and cost microseconds to parse.
 * Path parameters are a field or two of text or a number: parsed in less time than the key of
 * a kept one takes to write (50 against 300 ns for a card's stub), so they are not kept.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const kept = httpPart === 'querystring' ? new Map<string, Kept>() : undefined
  return (data) => {
    let key: string | undefined
    if (kept) {
      key = JSON.stringify(data)
      const value = key.length <= KEPT_INPUT_LENGTH ? kept.get(key) : undefined
      if (value) return { value: { ...value } }
    }
    // Parsed without options first: any option (reportInput among them) makes zod leave its
    // compiled fast path for objects, which took a deck save's body in half the time.
    const result = schema.safeParse(data)
    if (result.success) {
      const value =
        kept && key !== undefined && key.length <= KEPT_INPUT_LENGTH && keepable(result.data)
      if (value) {
        if (kept.size >= KEPT_INPUTS) kept.clear()
        kept.set(key as string, value)
        return { value: { ...value } }
      }
      return { value: result.data }
    }
    // Refused: parsed again reporting each issue's input, which the 422 echoes.
    const refused = schema.safeParse(data, { reportInput: true })
    const error = refused.error ?? result.error
    return {
      error: new RequestValidationError(
        toValidationIssues(LOCATIONS[httpPart ?? 'body'] ?? 'body', error, data),
      ),
    }
  }
}
