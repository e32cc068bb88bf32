import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { linkIn } from '../../apps/server/test/support/mail-text.ts'

const seen = new Set<string>()

/** The next mail the site sent to `to` (filed by the SMTP receiver of serve.mjs). */
async function nextMail(to: string, timeoutMs = 10_000): Promise<{ raw: string }> {
  const dir = process.env.E2E_MAIL_DIR
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (run through e2e/playwright.config.ts)')
  const suffix = `-${to.toLowerCase()}.eml`
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const name = readdirSync(dir)
      .sort()
      .find((file) => file.endsWith(suffix) && !seen.has(file))
    if (name) {
      seen.add(name)
      return { raw: readFileSync(join(dir, name), 'utf8') }
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`No mail to ${to} within ${timeoutMs} ms`)
}

/** The same-origin path of the link in the next mail to `to` whose path starts with `path`. */
export async function mailedPath(to: string, path: string): Promise<string> {
  const url = new URL(linkIn(await nextMail(to), path))
  return url.pathname + url.search
}
