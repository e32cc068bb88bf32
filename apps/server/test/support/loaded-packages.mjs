// Preloaded into a server process by a test (`node --import` this file): every package a thread
// of the process loads through the ESM loader is appended, one name a line, to LOADED_PACKAGES_LOG,
// so the test can tell what the process loaded and when. Worker threads preload it too.
import { register } from 'node:module'

register(
  `data:text/javascript,${encodeURIComponent(`
import { appendFileSync } from 'node:fs'
const log = ${JSON.stringify(process.env.LOADED_PACKAGES_LOG)}
export async function load(url, context, next) {
  const name = /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(url)?.[1]
  if (name) appendFileSync(log, name + '\\n')
  return next(url, context)
}`)}`,
)
