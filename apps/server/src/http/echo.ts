/** Most issues one 422 lists: a list of thousands of bad items would otherwise answer each. */
export const MAX_ISSUES = 50
/** Longest text a 422 echoes whole in `input`; longer text is cut to this many characters. */
const MAX_ECHOED_TEXT = 200
/** Largest list or object (in JSON characters, about) a 422 echoes; larger ones are left out. */
const MAX_ECHOED_JSON = 1000

/** Whether a JSON value would serialise within `budget` characters, walked without recursion. */
function fitsIn(value: unknown, budget: number): boolean {
  const pending: unknown[] = [value]
  let left = budget
  while (pending.length > 0) {
    const item = pending.pop()
    if (typeof item === 'string') left -= item.length + 2
    else if (item !== null && typeof item === 'object') {
      left -= 2
      if (Array.isArray(item)) {
        for (const each of item) {
          pending.push(each)
          if (--left < 0) return false
        }
      } else {
        for (const key in item) {
          pending.push(key, (item as Record<string, unknown>)[key])
          if (--left < 0) return false
        }
      }
    } else left -= String(item).length
    if (left < 0) return false
  }
  return true
}

/**
 * The `input` a 422 may echo (api-core 0.2): small values whole, as the reference does; the start
 * of a long text; nothing for a huge list or object, so no answer grows with what was sent.
 */
export function boundedEcho(value: unknown): unknown {
  if (typeof value === 'string') {
    if (value.length <= MAX_ECHOED_TEXT) return value
    // Never cut a surrogate pair in two.
    const end = /[\uD800-\uDBFF]/.test(value[MAX_ECHOED_TEXT - 1] ?? '')
      ? MAX_ECHOED_TEXT - 1
      : MAX_ECHOED_TEXT
    return `${value.slice(0, end)}…`
  }
  return fitsIn(value, MAX_ECHOED_JSON) ? value : undefined
}
