#!/usr/bin/env node
// `npm run bench`: every benchmark, one after another. Figures are medians of several rounds,
// compared with a baseline measured in the same run (machines are shared and noisy).
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { runTempDir } from '../scripts/run-temp-dir.mjs'

// decks.ts: deck listings, pages and saves (new and existing decks) at 10,000 and 100,000 decks, and
//   cached pages against a bare route (PostgreSQL).
// web.ts: the first-load JavaScript budget and Lighthouse scores of the web app (Chromium,
//   Lighthouse's phone calibrated on the host: lighthouse-phone.ts), and whose paint is the
//   largest contentful paint of /, /cards/ and a deck page, the server's HTML or the app's
//   (lcp-source.ts: 10 throttled first visits of each).
// builder.ts: a card browser click to the frame showing the pane's new count (Chromium, mid-tier phone CPU).
// builder-open.ts: New deck to the builder pane visible on Lighthouse's phone (its CPU slowdown
//   calibrated on the host, 150 ms RTT, 1.6 Mbps).
// repeat-visit.ts: /cards/ until its card list shows, a first visit against a repeat visit with
//   the service worker and the kept card data, on a throttled 3G connection (Chromium).
// insight.ts: deck statistics and dice odds per builder change, and the panel's redraw (Chromium, mid-tier phone CPU).
// previews.ts: drawing one link-preview image (satori + resvg), what a preview not yet kept costs.
// proxies.ts: building one printed-proxies PDF of a 30-card deck, cards drawn or as images.
// proxies-memory.ts: peak RSS rendering the proxies of the largest deck a player can save, once
//   and three at once, through the server's render pool.
// start.ts: cold start, spawning the server to its first 200 on a migrated database (PostgreSQL).
// pages.ts: deck pages with their preview tags against their API answers, the render of a deck
//   page not kept, kept deck and card pages at 50 connections beside the API's, and the sitemap,
//   at 100,000 public decks (PostgreSQL; the production build, rendering with the app's components).
// webhooks.ts: a fast app's webhook delivery while 0, 1 and 20 other apps' receivers hang
//   (PostgreSQL).
// deck-search.ts: an unrelated database-backed endpoint's p99 while 20 connections search deck
//   titles, at 100,000 public decks (PostgreSQL; BENCH_SEARCH_DECKS).
// switch-over.ts: npm run import:ashes-live of a generated Ashes.live database (20,000 players,
//   200,000 decks and snapshots, 100,000 comments): its time, peak RSS, and a second run that
//   writes nothing (PostgreSQL).
// restarts.ts: requests refused and cut while the supervisor's processes are killed under load
//   (WORKERS=2 and its spare, PostgreSQL), a process's start then, and the spare's takeover.
const benches = [
  'start.ts',
  'cards.ts',
  'decks.ts',
  'web.ts',
  'builder.ts',
  'builder-open.ts',
  'repeat-visit.ts',
  'insight.ts',
  'previews.ts',
  'proxies.ts',
  'proxies-memory.ts',
  'pages.ts',
  'webhooks.ts',
  'deck-search.ts',
  'restarts.ts',
  'switch-over.ts',
]
// Each bench exits non-zero when one of its targets is missed (bench/verdict.ts) or it fails;
// the run goes on to the next and exits non-zero at the end, naming them. Spawned, not run
// synchronously, so a SIGTERM sent to this process reaches the bench, which cleans up.
// Their temporary files (builds, data directories, browser profiles) go in a directory of the
// run's own, removed when it ends, stopped or not.
const temp = runTempDir('ashes-bench-run')
let current
let stopped
for (const signal of ['SIGINT', 'SIGTERM']) {
  // Ctrl-C reaches the bench from the terminal itself; a SIGTERM sent here alone is passed on.
  process.on(signal, () => {
    stopped = signal
    if (signal === 'SIGTERM') current?.kill(signal)
  })
}
const failed = []
for (const bench of benches) {
  current = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, bench)], {
    cwd: join(import.meta.dirname, '..'),
    stdio: 'inherit',
  })
  const [code, signal] = await once(current, 'exit')
  if (signal || stopped) {
    console.log(`\n${bench} stopped by ${signal ?? stopped}; the run ends here`)
    temp.remove()
    process.exit(1)
  }
  if (code !== 0) failed.push(`${bench} (exit ${code})`)
}
temp.remove()
console.log(
  failed.length
    ? `\nnpm run bench: ${failed.length} of ${benches.length} benches missed a target or failed: ${failed.join(', ')}`
    : `\nnpm run bench: every target of the ${benches.length} benches met`,
)
process.exit(failed.length ? 1 : 0)
