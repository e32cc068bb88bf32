#!/usr/bin/env node
// `vite build` with its temporary files in a directory of its own, removed when it ends: the
// service worker's build (workbox) writes sw.js to a new directory of the temporary folder on
// every build and never removes it, so each `npm start` or bench left one behind. Then the
// server's build of the app (src/entry-server.tsx) into ssr/ of the same directory: the server
// renders pages with it (apps/server/src/modules/pages/app-render.ts).
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { runTempDir } from '../../scripts/run-temp-dir.mjs'

const args = process.argv.slice(2)
const at = args.indexOf('--outDir')
const outDir = at >= 0 ? (args[at + 1] ?? 'dist') : 'dist'
// The browser build's own options (its output directory, emptied) are not the server build's.
const shared = args.filter((arg, index) => {
  const option = index > 0 ? args[index - 1] : ''
  return arg !== '--emptyOutDir' && arg !== '--outDir' && option !== '--outDir'
})

const temp = runTempDir('ashes-web-build')
const vite = (buildArgs) => spawnSync('vite', ['build', ...buildArgs], { stdio: 'inherit' })
let result = vite(args)
if (!result.error && result.status === 0) {
  result = vite(['--ssr', 'src/entry-server.tsx', ...shared, '--outDir', join(outDir, 'ssr')])
}
temp.remove()
if (result.error) throw result.error
process.exit(result.status ?? 1)
