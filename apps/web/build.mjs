#!/usr/bin/env node
// `vite build` with its temporary files in a directory of its own, removed when it ends: the
// service worker's build (workbox) writes sw.js to a new directory of the temporary folder on
// every build and never removes it, so each `npm start` or bench left one behind.
import { spawnSync } from 'node:child_process'
import { runTempDir } from '../../scripts/run-temp-dir.mjs'

const temp = runTempDir('ashes-web-build')
const vite = spawnSync('vite', ['build', ...process.argv.slice(2)], { stdio: 'inherit' })
temp.remove()
if (vite.error) throw vite.error
process.exit(vite.status ?? 1)
