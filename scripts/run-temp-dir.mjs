// A directory of its own for a run's temporary files (the test run, the bench run), whoever makes
// them: the run's scripts, the servers, CLIs and builds they start, PGlite and Chromium all follow
// TMPDIR. Some tools never remove theirs (a web build's service worker is written to a new
// directory of the temporary folder each time), and a test or bench stopped half-way cannot, so
// the run removes the whole directory when it ends.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Points TMPDIR, for this process and the ones it starts, at a new directory named `prefix`-*. */
export function runTempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`))
  process.env.TMPDIR = dir
  return {
    dir,
    /** What is in it now. */
    left: () => readdirSync(dir),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}
