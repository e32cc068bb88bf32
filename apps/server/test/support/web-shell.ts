// A built web app's stand-in for server tests: the server renders pages into its index.html, and
// serves no page at all when the build is missing (as before the first `npm start` built it).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The built index.html's shape: a head with title, description and the app's script, an empty root. */
const WEB_SHELL =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="Card database and deckbuilder for the Ashes card game" />' +
  '<title>Ashes Deckbuilder</title>' +
  '<script type="module" src="/assets/app.js"></script></head>' +
  '<body><div id="root"></div></body></html>'

/** A directory holding `html` as index.html, for `config.webDist`; `remove()` deletes it. */
export function webShell(html = WEB_SHELL): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'ashes-web-shell-'))
  writeFileSync(join(dir, 'index.html'), html)
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
