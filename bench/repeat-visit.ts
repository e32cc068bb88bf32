// How much sooner a repeat visit to /cards/ shows the card list than a first visit, on a throttled
// 3G connection (issue 30's budget: at least twice as fast). Each round opens a fresh browser
// context (an empty cache, no service worker): the first visit loads /cards/ until the card
// list's rows are drawn; the page then stays until the service worker controls it (its precache
// of the shell and every screen's chunks done) and the card data is kept in IndexedDB, as after a
// player's first visit; the repeat visit opens /cards/ again in a new tab of the same context.
// Both visits run on slow-3g.ts's profile (400 ms round trip, 400 kbit/s), the page and its
// service worker alike; the CPU is not throttled. The clock runs in the page, from the navigation's
// start to the end of the first frame drawn with a row of the app's card list ([data-testid=
// card-row], the rows web.ts waits for too): a message posted from that frame's
// requestAnimationFrame callback arrives once its style, layout and paint are done. The first
// contentful paint (the server's HTML, which lists the cards before the app starts) is printed
// beside it. Median of BENCH_ROUNDS rounds (5); the production build, served by the real server.
// PostgreSQL when it answers, else PGlite. Target: first / repeat >= 2.
import { type BrowserContext, chromium, type Page } from 'playwright-core'
import { onProductionSite } from './browser-bench.ts'
import { SLOW_3G, throttlePage, throttleServiceWorkers } from './slow-3g.ts'
import { CHROMIUM, median } from './support.ts'
import { createVerdicts, finish } from './verdict.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const RATIO_TARGET = 2
/** Past this a visit or the worker's install is stuck: the bench fails instead of hanging. */
const STUCK_MS = 180_000
// A phone, where a player is on 3G.
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

/** In the page, from before its scripts: when the first frame with a card row was drawn. */
function watchForRows() {
  const bench = { rowsAt: 0 }
  ;(window as unknown as { bench: typeof bench }).bench = bench
  // No named functions in here: tsx would wrap them in a helper the page does not have.
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[data-testid="card-row"]')) return
    observer.disconnect()
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        bench.rowsAt = performance.now()
      }
      channel.port2.postMessage(null)
    })
  })
  observer.observe(document, { childList: true, subtree: true })
}

interface Visit {
  /** From the navigation's start to the first frame with a card row (ms). */
  rows: number
  /** First contentful paint (ms). */
  paint: number
  /** Whether a service worker answered the page's request. */
  viaWorker: boolean
}

/** Opens /cards/ in a new tab of `context` and waits for the card list's rows. */
async function visit(context: BrowserContext, origin: string) {
  const page = await context.newPage()
  await throttlePage(page)
  await page.goto(`${origin}/cards/`, { waitUntil: 'commit', timeout: STUCK_MS })
  await page.waitForFunction(
    () => (window as unknown as { bench: { rowsAt: number } }).bench.rowsAt,
    null,
    {
      timeout: STUCK_MS,
    },
  )
  const figures = await page.evaluate((): Visit => {
    const { bench } = window as unknown as { bench: { rowsAt: number } }
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime
    return {
      rows: bench.rowsAt,
      paint: paint ?? Number.NaN,
      viaWorker: (navigation?.workerStart ?? 0) > 0,
    }
  })
  return { page, figures }
}

/**
 * Waits until the service worker controls the page and the card data is kept in IndexedDB
 * (features/offline: database ashes-offline, store kept, key card-data).
 */
async function keptForRepeat(page: Page): Promise<void> {
  const ready = () =>
    page.evaluate(async () => {
      if (!navigator.serviceWorker.controller) return false
      // Opening a database that does not exist would create it without its store, which the
      // app's own opening (version 1, already there) would then never add.
      const names = (await indexedDB.databases()).map((entry) => entry.name)
      if (!names.includes('ashes-offline')) return false
      return new Promise<boolean>((resolve) => {
        const opening = indexedDB.open('ashes-offline')
        opening.onerror = () => resolve(false)
        opening.onsuccess = () => {
          const db = opening.result
          if (!db.objectStoreNames.contains('kept')) {
            db.close()
            return resolve(false)
          }
          const read = db.transaction('kept').objectStore('kept').count('card-data')
          read.onsuccess = () => {
            db.close()
            resolve(read.result > 0)
          }
          read.onerror = () => {
            db.close()
            resolve(false)
          }
        }
      })
    })
  const deadline = Date.now() + STUCK_MS
  while (!(await ready())) {
    if (Date.now() > deadline) {
      throw new Error('the service worker did not take the page, or the card data was not kept')
    }
    await page.waitForTimeout(250)
  }
}

async function measure(
  origin: string,
): Promise<{ first: Visit[]; repeat: Visit[]; workers: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
  try {
    const workers = await throttleServiceWorkers(browser)
    const first: Visit[] = []
    const repeat: Visit[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' })
      try {
        await context.addInitScript(watchForRows)
        const cold = await visit(context, origin)
        if (cold.figures.viaWorker) throw new Error('a service worker answered a first visit')
        await keptForRepeat(cold.page)
        await workers.settled()
        await cold.page.close()
        const throttled = workers.count()
        const again = await visit(context, origin)
        if (!again.figures.viaWorker) {
          throw new Error('no service worker answered the repeat visit')
        }
        await workers.settled()
        // A worker started during the visit (one stopped while idle starts again) could have
        // fetched the page before it was throttled: the round would flatter the repeat visit.
        if (throttled === 0 || workers.count() !== throttled) {
          throw new Error(
            'the service worker that answered the repeat visit was not throttled first',
          )
        }
        first.push(cold.figures)
        repeat.push(again.figures)
      } finally {
        await context.close()
      }
    }
    return { first, repeat, workers: workers.count() }
  } finally {
    await browser.close()
  }
}

const verdicts = createVerdicts()
await onProductionSite(async ({ origin, kind }) => {
  const { first, repeat, workers } = await measure(origin)
  const line = (name: string, visits: Visit[]) => {
    const rows = visits.map((one) => one.rows)
    const paints = visits.map((one) => one.paint)
    const list = (times: number[]) => times.map((time) => time.toFixed(0)).join(', ')
    return (
      `  ${name}: card list rows drawn, median ${median(rows).toFixed(0)} ms [${list(rows)}]; ` +
      `first contentful paint ${median(paints).toFixed(0)} ms [${list(paints)}]`
    )
  }
  const firstRows = median(first.map((one) => one.rows))
  const repeatRows = median(repeat.map((one) => one.rows))
  const ratio = firstRows / repeatRows
  const judged = verdicts.judge(
    'repeat visit to /cards/ on slow 3G, times faster than the first',
    ratio,
    { atLeast: RATIO_TARGET },
    'x',
  )
  console.log(
    `\n/cards/ on a throttled connection (${SLOW_3G.label}; ${kind}; median of ${ROUNDS} ` +
      `rounds; ${workers} service worker starts throttled)\n` +
      `${line('first visit (empty cache, no service worker)', first)}\n` +
      `${line('repeat visit (service worker installed, card data kept)', repeat)}\n` +
      `  first / repeat: ${ratio.toFixed(2)}x (${judged})`,
  )
})
finish('repeat-visit.ts', verdicts)
