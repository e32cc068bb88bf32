// Whose paint is the largest contentful paint, for web.ts (issue 53 item 4): the server's HTML,
// or the app's repaint over it. Lighthouse reports the LCP's time, not its source; when the app
// replaced the server's content with a larger paint of its own, the page's LCP was the app's
// (2.7 s instead of 1.76 s on the home page). Each load is a first visit (a fresh context, an
// empty cache) on Lighthouse's phone, applied rather than simulated: its screen and user agent,
// its "slow 4G" in the DevTools form Lighthouse itself applies (562.5 ms request latency,
// 1.47 Mbps down), and its CPU slowdown calibrated on the host before each round
// (lighthouse-phone.ts). The routes are loaded in turn, BENCH_LCP_LOADS rounds (10).
//
// In the page, before any of its scripts: once the parser has read the whole document
// (readyState "interactive", before module scripts run), every element is remembered as the
// server's. The last 'largest-contentful-paint' entry (buffered, so none is missed) is the page's
// LCP; it is the server's when its element is one of those. An entry whose element was already
// out of the document when the observer ran (the app replaced it) is the server's when it was
// painted before the app first removed a server element. Target: the server's paint is the LCP
// in at least 29 of 30 loads.
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js'
import { type Browser, chromium } from 'playwright-core'
import { lighthouseHostIndex, lighthouseSlowdown } from './lighthouse-phone.ts'
import { CHROMIUM } from './support.ts'
import type { Verdicts } from './verdict.ts'

const LOADS = Number(process.env.BENCH_LCP_LOADS ?? 10)
/** 29 of 30 loads. */
const SERVER_SHARE_TARGET = 29 / 30
/** The mark the web app sets once its first screen is done (lib/after-first-screen.ts). */
const AFTER_FIRST_SCREEN_MARK = 'after-first-screen'
/** Past this the app has not finished its first screen: the LCP is read as it stands. */
const SETTLE_MS = 30_000
const SLOW_4G = throttling.mobileSlow4G
const PHONE = screenEmulationMetrics.mobile

/** One load's LCP, as the page's watcher saw it. */
interface Load {
  /** The LCP entry's time (ms from the navigation), NaN when the page had none. */
  time: number
  size: number
  /** Its element, described (tag, test id, the start of its text or image). */
  node: string
  source: 'server' | 'app' | 'none'
  /** How the source was told: the element itself, or (removed) its time against the app's change. */
  by: 'element' | 'time' | ''
  /** When the app first removed an element of the server's (ms), NaN if it never did. */
  replacedAt: number
}

// A string, not a function: tsx would wrap a function's inner functions in a helper the page
// lacks.
const WATCH = `(() => {
  const watch = { server: new WeakSet(), entries: [], replacedAt: NaN }
  window.__lcpWatch = watch
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      watch.entries.push({ time: entry.startTime, size: entry.size, url: entry.url, element: entry.element })
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return
    for (const element of document.querySelectorAll('*')) watch.server.add(element)
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (watch.server.has(node)) {
            watch.replacedAt = performance.now()
            observer.disconnect()
            return
          }
    })
    observer.observe(document.documentElement, { childList: true, subtree: true })
  })
})()`

/** The page's LCP and its source, read from the watcher (run in the page). */
function readWatch(): Load {
  type Entry = { time: number; size: number; url: string; element: Element | null }
  const watch = (
    window as unknown as {
      __lcpWatch: { server: WeakSet<Element>; entries: Entry[]; replacedAt: number }
    }
  ).__lcpWatch
  const last = watch.entries.at(-1)
  const replacedAt = watch.replacedAt
  if (!last) return { time: Number.NaN, size: 0, node: '', source: 'none', by: '', replacedAt }
  const element = last.element
  let node = last.url ? `image ${last.url.split('/').pop()}` : ''
  if (element) {
    const testId = element.getAttribute('data-testid')
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
    node = `<${element.tagName.toLowerCase()}${testId ? ` ${testId}` : ''}> ${node || `"${text}"`}`
  }
  const fromServer = element ? watch.server.has(element) : !(last.time >= replacedAt) // NaN (never replaced) compares false
  return {
    time: last.time,
    size: last.size,
    node: node || '(removed element)',
    source: fromServer ? 'server' : 'app',
    by: element ? 'element' : 'time',
    replacedAt,
  }
}

/** One first visit to `url` on the phone at `slowdown`: its LCP and whose it was. */
async function loadOnce(browser: Browser, url: string, slowdown: number): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  })
  try {
    const page = await context.newPage()
    await page.addInitScript(WATCH)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.requestLatencyMs,
      downloadThroughput: (SLOW_4G.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (SLOW_4G.uploadThroughputKbps * 1024) / 8,
    })
    await page.goto(url, { waitUntil: 'load', timeout: SETTLE_MS * 2 })
    // The app's first screen done (its data read, the browser idle), then a moment for its paint.
    await page
      .waitForFunction(
        (mark) => performance.getEntriesByName(mark).length > 0,
        AFTER_FIRST_SCREEN_MARK,
        {
          timeout: SETTLE_MS,
        },
      )
      .catch(() => console.log(`  ${url}: no ${AFTER_FIRST_SCREEN_MARK} mark in ${SETTLE_MS} ms`))
    await page.waitForTimeout(1000)
    return await page.evaluate(readWatch)
  } finally {
    await context.close()
  }
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'never')

/**
 * BENCH_LCP_LOADS rounds of a first visit to each of `paths` at `origin`, and whose paint was
 * the LCP in each: per route, then the share judged in `verdicts`.
 */
export async function judgeLcpSource(
  origin: string,
  paths: string[],
  verdicts: Verdicts,
): Promise<void> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  })
  const loads = new Map<string, Load[]>(paths.map((path) => [path, []]))
  const slowdowns: number[] = []
  try {
    for (let round = 0; round < LOADS; round++) {
      const slowdown = lighthouseSlowdown(await lighthouseHostIndex(browser))
      slowdowns.push(slowdown)
      for (const path of paths)
        loads.get(path)?.push(await loadOnce(browser, `${origin}${path}`, slowdown))
    }
  } finally {
    await browser.close()
  }
  console.log(
    `\nLargest contentful paint: the server's HTML or the app's repaint (Lighthouse's phone ` +
      `applied: ${PHONE.width}x${PHONE.height}, ${SLOW_4G.requestLatencyMs} ms request latency, ` +
      `${(SLOW_4G.downloadThroughputKbps / 1024).toFixed(2)} Mbps; CPU ` +
      `${slowdowns.map((rate) => rate.toFixed(2)).join(', ')}x; first visits)`,
  )
  let server = 0
  let total = 0
  for (const [path, results] of loads) {
    const ours = results.filter((load) => load.source === 'server').length
    server += ours
    total += results.length
    console.log(`  ${path}: the server's paint in ${ours} of ${results.length}`)
    for (const load of results) {
      console.log(
        `    ${load.source.padEnd(6)} LCP ${ms(load.time)} ${load.node} (${Math.round(load.size)} px², ` +
          `by its ${load.by || 'absence'}); app replaced the server's elements: ${ms(load.replacedAt)}`,
      )
    }
  }
  const judged = verdicts.judge('LCP painted by the server', server / total, {
    atLeast: SERVER_SHARE_TARGET,
  })
  console.log(
    `  in all: the server's paint in ${server} of ${total} (share ${(server / total).toFixed(3)}, ${judged})`,
  )
}
