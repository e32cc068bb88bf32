/** A small seeded PRNG (mulberry32): the same seed sends the same requests on every run. */
export class Random {
  constructor(private state: number) {}

  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  int(max: number): number {
    return Math.floor(this.next() * max)
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T
  }
}

/** JSON Schema as /docs/json prints it (the parts the generator reads). */
export interface Schema {
  type?: string | string[]
  enum?: unknown[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  additionalProperties?: Schema | boolean
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  minimum?: number
  maximum?: number
  maxLength?: number
  format?: string
}

/** JSON text nested `depth` deep, written out (a deep value would overflow JSON.stringify). */
export const nestedText = (depth: number): string => `${'['.repeat(depth)}1${']'.repeat(depth)}`

const nested = (depth: number): unknown => {
  let value: unknown = 1
  for (let i = 0; i < depth; i++) value = [value]
  return value
}

/** Values no field expects: wrong types, extremes, NUL bytes, long text, deep nesting. */
const BAD_VALUES: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  -2147483649,
  2147483648,
  99999999999,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  0.5,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'x'.repeat(5000),
  'y'.repeat(70_000),
  '💥\uD800',
  '<script>alert(1)</script>',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ',
  '99999999999 [[basic]]',
  '2021-13-45T99:99:99',
  'unknown-enum-value',
  [],
  [null],
  Array.from({ length: 300 }, (_, i) => i),
  {},
  { nested: { deeper: [1, 'two', null] } },
  nested(150),
]

/** Faults of a string field that pass a type check: NUL bytes, length, broken text, odd formats. */
const TEXT_FAULTS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  'x'.repeat(5000),
  'y'.repeat(70_000),
  '💥\uD800',
  '',
  ' ',
  'not-a-uuid',
  '99999999999 [[basic]]',
  `[[${'[[x]]'.repeat(2000)}`,
  'unknown-enum-value',
]

/** Faults of a number field that pass a type check: signs, extremes, fractions. */
const NUMBER_FAULTS: readonly number[] = [
  -1,
  0,
  -2147483649,
  2147483648,
  99999999999,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  0.5,
]

/** A bad value for a place that holds `current`: half the time one of the same type. */
function faultFor(random: Random, current: unknown): unknown {
  if (random.chance(0.5)) {
    if (typeof current === 'string') return random.pick(TEXT_FAULTS)
    if (typeof current === 'number') return random.pick(NUMBER_FAULTS)
  }
  return random.pick(BAD_VALUES)
}

/** Text for query parameters and path segments (sent percent-encoded where they need it). */
export const BAD_TEXT: readonly string[] = [
  '',
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999999999999',
  '-9223372036854775809',
  '\u0000',
  'a\u0000',
  'z'.repeat(3000),
  'unknown-enum-value',
  'TRUE',
  'maybe',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '../../etc/passwd',
  '💥',
  '%',
  "'; DROP TABLE deck; --",
]

/** A value the schema would accept (or nearly), so bad values elsewhere reach deeper code. */
export function plausible(random: Random, schema: Schema, depth = 0): unknown {
  const variants = schema.anyOf ?? schema.oneOf
  if (variants?.length) return plausible(random, random.pick(variants), depth)
  if (schema.allOf?.length) return plausible(random, schema.allOf[0] as Schema, depth)
  if (schema.enum?.length) return random.pick(schema.enum)
  const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type
  switch (type) {
    case 'integer':
    case 'number': {
      const low = Math.max(schema.minimum ?? 0, -10)
      const high = Math.min(schema.maximum ?? 20, 1000)
      return low + random.int(Math.max(1, high - low + 1))
    }
    case 'boolean':
      return random.chance(0.5)
    case 'array':
      if (depth > 4) return []
      return Array.from({ length: random.int(4) }, () =>
        plausible(random, schema.items ?? {}, depth + 1),
      )
    case 'object':
      return depth > 4 ? {} : objectOf(random, schema, depth)
    case 'string':
      return random.pick(['aradel-summergaard', 'master-set', 'Hello there', 'natural', 'x'])
    default:
      return random.pick(['text', 1, true])
  }
}

function objectOf(random: Random, schema: Schema, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const required = schema.required?.includes(key)
    if (!required && random.chance(0.4)) continue
    out[key] = plausible(random, property, depth + 1)
  }
  return out
}

const MISSING = Symbol('missing')

/**
 * A copy of `value` with one place inside it (an object's field, a list's item) replaced by
 * `bad`, or by a fault suited to what was there when `bad` is undefined.
 */
function mutateOne(random: Random, value: unknown, bad?: unknown): unknown {
  if (Array.isArray(value) && value.length > 0 && random.chance(0.7)) {
    const copy = [...value]
    const index = random.int(copy.length)
    copy[index] = mutateOne(random, copy[index], bad)
    return copy.filter((item) => item !== MISSING)
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value)
    if (keys.length > 0 && random.chance(0.85)) {
      const copy: Record<string, unknown> = { ...value }
      const key = random.pick(keys)
      const changed = mutateOne(random, copy[key], bad)
      if (changed === MISSING) delete copy[key]
      else copy[key] = changed
      return copy
    }
  }
  return bad === undefined ? faultFor(random, value) : bad
}

/**
 * A body that the schema would accept but for one thing: a bad value in one field (however deep),
 * a field left out, or a wrong body altogether. One fault at a time gets past validation of the
 * rest, so faults reach the handlers and the database.
 */
export function badBody(random: Random, schema: Schema): unknown {
  const roll = random.next()
  if (roll < 0.1) return random.pick(BAD_VALUES)
  const body = plausible(random, schema)
  if (roll < 0.2) return body
  if (roll < 0.3 && body !== null && typeof body === 'object') {
    const keys = Object.keys(body)
    const out = keys.length > 0 ? mutateOne(random, body, MISSING) : body
    return out === MISSING ? undefined : out
  }
  if (roll < 0.35 && body !== null && typeof body === 'object' && !Array.isArray(body)) {
    return { ...body, [`unknown_${random.int(5)}`]: random.pick(BAD_VALUES) }
  }
  return mutateOne(random, body)
}
