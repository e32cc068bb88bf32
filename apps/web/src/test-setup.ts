import { configure } from '@testing-library/react'
import { afterAll, afterEach } from 'vitest'

// findBy* and waitFor wait for a condition, not for a time: on a shared 2-CPU machine running two
// workers beside other jobs, a screen that shows in 1.2 s is still correct, and the default 1 s
// wait failed such tests (a rendered lazy chunk, a settled fetch) only by the machine's load.
configure({ asyncUtilTimeout: 5000 })

// React's warning of a list whose items have no key (or the same one) fails the file that drew
// it: printed only, it was read past, and fixtures missing the field a list is keyed by (answers
// the API never gives) hid among passing tests. The test that drew it fails, and the file too,
// since React warns once per component and a retried test then passes.
const KEY_WARNING = 'Each child in a list should have a unique "key" prop'
const keyWarnings: string[] = []
let reported = 0
const consoleError = console.error.bind(console)
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes(KEY_WARNING)) {
    keyWarnings.push(args.map(String).join(' '))
  }
  consoleError(...args)
}
const keyFailure = () => new Error(`React warned of list keys:\n${keyWarnings.join('\n')}`)
afterEach(() => {
  if (keyWarnings.length === reported) return
  reported = keyWarnings.length
  throw keyFailure()
})
afterAll(() => {
  if (keyWarnings.length) throw keyFailure()
})
