// A stand-in for the vite build: the page loads one script named after its source's hash, as
// vite names assets. Run as a program (distDir, source, log file), it is one `npm start`'s build
// step, so tests can run several at once as separate processes; those overlap for certain.
import { createHash } from 'node:crypto'
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureWebBuild, type WebBuildPlan } from '../../src/start/web-build.ts'

/**
 * A plan building `source` into `distDir`, noting each real build's pid in `buildLog`. A build
 * that `overlaps` holds on until a second process says it waits for it (`buildLog.waiting`), so
 * the two runs certainly meet; without a lock that second one would build too, and never wait.
 */
export function fakePlan(
  distDir: string,
  source: string,
  buildLog: string,
  overlaps = false,
): WebBuildPlan {
  const waiting = `${buildLog}.waiting`
  return {
    distDir,
    inputs: [source],
    settings: '',
    log: (line) => {
      if (line.startsWith('Waiting')) appendFileSync(waiting, `${process.pid}\n`)
    },
    async build(outDir) {
      appendFileSync(buildLog, `${process.pid}\n`)
      while (overlaps && !existsSync(waiting)) await new Promise((go) => setTimeout(go, 20))
      const text = readFileSync(source, 'utf8')
      const name = `app-${createHash('sha256').update(text).digest('hex').slice(0, 8)}.js`
      mkdirSync(join(outDir, 'assets'), { recursive: true })
      writeFileSync(join(outDir, 'assets', name), text)
      writeFileSync(join(outDir, 'index.html'), `<script src="/assets/${name}"></script>`)
    },
  }
}

/** The script a page loads. */
export function pageScript(distDir: string): string {
  const page = readFileSync(join(distDir, 'index.html'), 'utf8')
  return page.match(/src="\/(assets\/[^"]+)"/)?.[1] ?? ''
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [distDir, source, buildLog] = process.argv.slice(2) as [string, string, string]
  console.log(await ensureWebBuild(fakePlan(distDir, source, buildLog, true)))
}
