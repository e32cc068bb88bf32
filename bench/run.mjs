#!/usr/bin/env node
// `npm run bench`: every benchmark, one after another. Figures are medians of several rounds,
// compared with a baseline measured in the same run (machines are shared and noisy).
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'

// decks.ts: deck listings, pages and saves (new and existing decks) at 10,000 and 100,000 decks, and
//   cached pages against a bare route (PostgreSQL).
// web.ts: the first-load JavaScript budget and Lighthouse scores of the web app (Chromium).
// builder.ts: a card browser click to the frame showing the pane's new count (Chromium, mid-tier phone CPU).
// insight.ts: deck statistics and dice odds recomputed per builder change (Chromium, mid-tier phone CPU).
// previews.ts: drawing one link-preview image (satori + resvg), what a preview not yet kept costs.
// proxies.ts: building one printed-proxies PDF of a 30-card deck, cards drawn or as images.
// pages.ts: deck pages with their preview tags against their API answers, and the sitemap, at
//   100,000 public decks (PostgreSQL).
const benches = [
  'cards.ts',
  'decks.ts',
  'web.ts',
  'builder.ts',
  'insight.ts',
  'previews.ts',
  'proxies.ts',
  'pages.ts',
]
let failed = false
for (const bench of benches) {
  const result = spawnSync('npx', ['tsx', join(import.meta.dirname, bench)], { stdio: 'inherit' })
  if (result.status !== 0) failed = true
}
process.exit(failed ? 1 : 0)
