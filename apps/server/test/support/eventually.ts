/**
 * Polls `read` until it returns `expected` (compared as JSON) or five seconds pass, and returns
 * the last value: other servers learn of a change by database notification, a moment later.
 */
export async function eventually<T>(read: () => Promise<T>, expected: T): Promise<T> {
  const until = Date.now() + 5000
  let value = await read()
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    value = await read()
  }
  return value
}
