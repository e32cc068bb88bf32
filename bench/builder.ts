// Deck builder responsiveness, in a real browser on the production build served by the real
// server: the time from clicking a card's quantity button in the card browser to the builder
// pane painting the new card count, with the CPU slowed 4x (a mid-range phone). Median of 20
// clicks against the one-frame target (16.7 ms). PostgreSQL when it answers, else PGlite.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config.ts'
import { type Db, openDb } from '../apps/server/src/db/client.ts'
import { migrate } from '../apps/server/src/db/migrate.ts'
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts'
import { importCardData } from '../apps/server/src/modules/card-data/import.ts'
import { insertPlayer } from '../apps/server/src/modules/players/create.ts'
import { benchDatabase, median } from './support.ts'

const FRAME_MS = 1000 / 60
const CLICKS = 20
const WARM_UP = 2
const CPU_SLOWDOWN = 4
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const root = join(import.meta.dirname, '..')
/** BENCH_PROFILE=1: an unminified build and the functions that took the most CPU during the clicks. */
const PROFILE = process.env.BENCH_PROFILE === '1'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
}

function printHotFunctions(profile: {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}) {
  const self = new Map<string, number>()
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)?.callFrame
    if (!frame) return
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000)
  })
  console.log('  Most CPU (self time, ms):')
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
    console.log(`  ${ms.toFixed(1).padStart(8)}  ${name}`)
  }
}

async function database(): Promise<{ db: Db; drop: () => Promise<void>; kind: string }> {
  try {
    return { ...(await benchDatabase()), kind: 'PostgreSQL' }
  } catch {
    const db = openDb({})
    await migrate(db)
    return { db, drop: () => db.close(), kind: 'PGlite' }
  }
}

/** A player and their login, made directly in the database (no invitation mail needed). */
async function player(db: Db, origin: string) {
  const email = 'bench-builder@example.com'
  const password = 'bench-builder-password'
  const created = await insertPlayer(db, {
    email,
    username: 'Bench',
    description: null,
    newsletterOptIn: false,
    passwordHash: await hashPassword(password),
    isAdmin: false,
  })
  if (!created) throw new Error('could not create the bench player')
  const reply = await fetch(`${origin}/v2/token`, {
    method: 'POST',
    body: new URLSearchParams({ username: email, password }),
  })
  if (!reply.ok) throw new Error(`login failed: ${reply.status}`)
  const { access_token: token } = (await reply.json()) as { access_token: string }
  return { token, username: 'Bench', badge: created.badge, isAdmin: false }
}

/** The builder as the browser keeps it: active, pane open, a new deck with a Phoenixborn. */
const builderState = (owner: string) => ({
  enabled: true,
  isDirty: false,
  paneOpen: true,
  owner,
  deck: {
    id: null,
    title: '',
    description: '',
    modified: null,
    phoenixborn: { name: 'Aradel Summergaard', stub: 'aradel-summergaard' },
    dice: [],
    cards: [],
    conjurations: [],
    first_five: [],
    effect_costs: [],
    tutor_map: {},
    is_red_rains: false,
    is_unrestricted: false,
    direct_share_uuid: null,
  },
})

async function measure(origin: string, auth: Awaited<ReturnType<typeof player>>) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  })
  try {
    // Wide enough (≥1280 px) for the pane to sit beside the card list.
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
    await context.addInitScript(
      ([authJson, builderJson]) => {
        localStorage.setItem('player.auth', authJson)
        localStorage.setItem('deckbuilder.builder', builderJson)
      },
      [JSON.stringify(auth), JSON.stringify(builderState(auth.username))],
    )
    const page = await context.newPage()
    await page.goto(`${origin}/cards/?types=ready_spell`)
    const total = page.getByTestId('pane-total')
    await total.waitFor()
    await page.locator('main button[aria-label^="1 copy of "]').first().waitFor()

    // In the page: the click's timestamp, when the pane's count changed (DOM commit), and when
    // the frame showing it has been painted (the task after that frame's animation callback).
    await page.evaluate(() => {
      const bench = { clickAt: 0, samples: [] as { commit: number; painted: number }[] }
      ;(window as unknown as { bench: typeof bench }).bench = bench
      document.addEventListener('click', (event) => (bench.clickAt = event.timeStamp), true)
      const target = document.querySelector('[data-testid="pane-total"]')
      if (!target) throw new Error('no pane total')
      new MutationObserver(() => {
        const commit = performance.now() - bench.clickAt
        requestAnimationFrame(() =>
          setTimeout(() =>
            bench.samples.push({ commit, painted: performance.now() - bench.clickAt }),
          ),
        )
      }).observe(target, { characterData: true, childList: true, subtree: true })
    })

    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    if (PROFILE) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.start')
    }
    const free = page.locator(
      'main button[aria-label^="1 copy of "]:not([disabled])[aria-pressed="false"]',
    )
    for (let n = 1; n <= CLICKS + WARM_UP; n++) {
      await free.first().click()
      await page.waitForFunction(
        (count) =>
          (window as unknown as { bench: { samples: unknown[] } }).bench.samples.length >= count,
        n,
      )
      // A pause between clicks, as a player's; the debounced saves run in between.
      await page.waitForTimeout(150)
    }
    if (PROFILE) printHotFunctions((await cdp.send('Profiler.stop')).profile as never)
    const samples = await page.evaluate(
      () =>
        (window as unknown as { bench: { samples: { commit: number; painted: number }[] } }).bench
          .samples,
    )
    return samples.slice(WARM_UP)
  } finally {
    await browser.close()
  }
}

const webDist = mkdtempSync(join(tmpdir(), 'ashes-bench-web-'))
const dataDir = mkdtempSync(join(tmpdir(), 'ashes-bench-data-'))
const { db, drop, kind } = await database()
try {
  const build = spawnSync(
    'npm',
    [
      'run',
      'build',
      '--workspace',
      'apps/web',
      '--',
      '--outDir',
      webDist,
      '--emptyOutDir',
      ...(PROFILE ? ['--minify', 'false'] : []),
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  if (build.status !== 0) throw new Error('the web build failed')
  const config = loadConfig({ SECRET_KEY: 'bench', DATA_DIR: dataDir, WEB_DIST: webDist })
  if (!config.cardDataDir) throw new Error('No card data found (CARD_DATA_DIR)')
  await importCardData(db, config.cardDataDir)
  const app = await buildApp({ config, db })
  const origin = await app.listen({ port: 0, host: '127.0.0.1' })
  try {
    console.log(
      `\nDeck builder: card browser click to pane count (${kind}, CPU ${CPU_SLOWDOWN}x slower)`,
    )
    const samples = await measure(origin, await player(db, origin))
    const commit = median(samples.map((sample) => sample.commit))
    const painted = median(samples.map((sample) => sample.painted))
    console.log(`  click to DOM update: median ${commit.toFixed(1)} ms`)
    console.log(
      `Click to the pane painting the new count: median ${painted.toFixed(1)} ms of ${samples.length} clicks ` +
        `(target <= ${FRAME_MS.toFixed(1)} ms, one frame) ${painted <= FRAME_MS ? 'OK' : 'BELOW TARGET'}`,
    )
  } finally {
    await app.close()
  }
} finally {
  await drop()
  rmSync(webDist, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
}
