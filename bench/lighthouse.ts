// Lighthouse on the web app's pages, for web.ts (target (b) there): mobile settings, in the light
// and the dark theme (the system's colour scheme, which the site follows unless the player chose
// one): performance >= 95, accessibility 100. Runs when the `lighthouse` package is installed;
// otherwise says so and skips. Each line gives the median score of the rounds and the median
// metrics behind the performance score, to show what costs. Each theme starts with the host's
// floor, not judged: the same runs on a bare page of text, what this host costs any page.
// LIGHTHOUSE_REPORT_DIR=<dir> keeps the full Lighthouse reports there (JSON) for a closer look.
// BENCH_ROUNDS=<n> sets the Lighthouse rounds per page and theme (5: Lighthouse's variability
// guide finds the median of 5 runs twice as stable as one run; with 3, one run of a busy moment
// decided the median, as [99, 93, 94] did).
//
// The phone is the same whatever the host (lighthouse-phone.ts): each run is audited at the CPU
// slowdown that the host's BenchmarkIndex, as Lighthouse measured it in that run, calls for.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, chromium } from 'playwright-core'
import { freePort } from '../apps/server/test/support/server-process.ts'
import { lighthouseSlowdown } from './lighthouse-phone.ts'
import { benchTempDir, CHROMIUM, median, startLocalServer } from './support.ts'
import type { Verdicts } from './verdict.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const PERFORMANCE_TARGET = 95
const ACCESSIBILITY_TARGET = 100

interface Audit {
  numericValue?: number
}

type Lighthouse = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<
  | {
      lhr: {
        categories: Record<string, { score: number | null }>
        audits: Record<string, Audit | undefined>
      }
    }
  | undefined
>

/** The `lighthouse` package (a devDependency) when installed; without it the step is skipped. */
async function loadLighthouse(): Promise<Lighthouse | undefined> {
  const name = 'lighthouse'
  try {
    return ((await import(name)) as { default: Lighthouse }).default
  } catch {
    return undefined
  }
}

type Theme = 'light' | 'dark'

/** The metrics behind the performance score, in the units Lighthouse shows them. */
const METRICS = [
  { audit: 'first-contentful-paint', label: 'FCP', unit: 's' },
  { audit: 'largest-contentful-paint', label: 'LCP', unit: 's' },
  { audit: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  { audit: 'cumulative-layout-shift', label: 'CLS', unit: '' },
  { audit: 'speed-index', label: 'SI', unit: 's' },
] as const

function formatMetric(value: number, unit: string): string {
  if (unit === 's') return `${(value / 1000).toFixed(1)} s`
  if (unit === 'ms') return `${Math.round(value)} ms`
  return value.toFixed(3)
}

/** ROUNDS Lighthouse runs of one page: each run's scores and the metrics behind performance. */
async function rounds(
  lighthouse: Lighthouse,
  port: number,
  url: string,
  report: { name: string; theme: Theme },
) {
  const performance: number[] = []
  const accessibility: number[] = []
  const metrics = METRICS.map(() => [] as number[])
  const slowdowns: string[] = []
  for (let round = 0; round < ROUNDS; round += 1) {
    const { result, index, slowdown } = await calibratedRun(lighthouse, port, url)
    slowdowns.push(`${slowdown}x (host ${Math.round(index)})`)
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const dir = process.env.LIGHTHOUSE_REPORT_DIR
    if (dir) {
      const file = `lighthouse-${report.name}-${report.theme}-${round}.json`
      writeFileSync(join(dir, file), JSON.stringify(result.lhr))
    }
    const score = (name: string) => Math.round((result.lhr.categories[name]?.score ?? 0) * 100)
    performance.push(score('performance'))
    accessibility.push(score('accessibility'))
    METRICS.forEach((metric, index) => {
      metrics[index]?.push(result.lhr.audits[metric.audit]?.numericValue ?? Number.NaN)
    })
  }
  const shown = METRICS.map(
    (metric, index) => `${metric.label} ${formatMetric(median(metrics[index] ?? []), metric.unit)}`,
  )
    .concat(`CPU slowdown ${slowdowns.join(', ')}`)
    .join(', ')
  return { performance, accessibility, shown }
}

/**
 * One Lighthouse run at the CPU slowdown its own measure of the host calls for. Lighthouse
 * measures the host's BenchmarkIndex as the run starts, and its simulation applies the slowdown
 * only to what it saw, when auditing: so the run gathers first, saving what it saw, then audits
 * that at the slowdown of the host as it was then.
 */
async function calibratedRun(lighthouse: Lighthouse, port: number, url: string) {
  const saved = benchTempDir('ashes-bench-lighthouse-')
  try {
    // Lighthouse's default configuration is the mobile one (emulated phone, throttled).
    const flags = {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    }
    await lighthouse(url, { ...flags, gatherMode: saved.dir })
    const file = join(saved.dir, 'artifacts.json')
    const artifacts = JSON.parse(readFileSync(file, 'utf8')) as {
      BenchmarkIndex: number
      settings: { throttling: { cpuSlowdownMultiplier: number } }
    }
    const index = artifacts.BenchmarkIndex
    const slowdown = lighthouseSlowdown(index)
    // Lighthouse audits only with the settings it gathered with; gathering did not use the
    // slowdown (the simulation applies it afterwards), so it is set there to the one audited.
    artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown
    writeFileSync(file, JSON.stringify(artifacts))
    const result = await lighthouse(url, {
      ...flags,
      auditMode: saved.dir,
      throttling: { cpuSlowdownMultiplier: slowdown },
    })
    return { result, index, slowdown }
  } finally {
    await saved.remove()
  }
}

/**
 * The host's floor: a page of a heading and a paragraph, with no script, stylesheet or image,
 * served from this process. Whatever Lighthouse's simulated phone takes for it (the renderer
 * starting, the first layout of text) is this host's, not the site's: on this shared host a bare
 * page scored 89-100, its total blocking time up to 447 ms, so a site's line is read beside it.
 */
const FLOOR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="description" content="The host floor of the Lighthouse bench">' +
  `<title>Floor</title></head><body><main><h1>Floor</h1><p>${'A line of text. '.repeat(40)}</p>` +
  '</main></body></html>'

/**
 * Lighthouse rounds on the host's floor page (not judged) and on each page, in one theme. The
 * browser is started with the system's colour scheme of that theme (Chromium's
 * --force-dark-mode sets prefers-color-scheme: dark for every tab, the one Lighthouse opens
 * included); the line says which theme the page applied.
 */
async function lighthouseScores(
  lighthouse: Lighthouse,
  pages: { path: string; url: string }[],
  theme: Theme,
  verdicts: Verdicts,
  floorUrl: string,
): Promise<void> {
  const port = await freePort()
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      `--remote-debugging-port=${port}`,
      ...(theme === 'dark' ? ['--force-dark-mode'] : []),
    ],
  })
  try {
    const floor = await rounds(lighthouse, port, floorUrl, { name: 'floor', theme })
    console.log(
      `Lighthouse host floor (a bare page of text, no script or stylesheet, ${theme} system ` +
        `theme; median of ${ROUNDS}, not judged): performance ${median(floor.performance)} ` +
        `[${floor.performance.join(', ')}]\n  ${floor.shown}`,
    )
    for (const { path, url } of pages) {
      const applied = await appliedTheme(browser, url)
      const name = path.replaceAll('/', '-').replace(/^-|-$/g, '') || 'home'
      const { performance, accessibility, shown } = await rounds(lighthouse, port, url, {
        name,
        theme,
      })
      const perf = median(performance)
      const a11y = median(accessibility)
      console.log(
        `Lighthouse ${path} (mobile, ${theme} system theme, page applied ${applied}; median of ` +
          `${ROUNDS}): performance ${perf} [${performance.join(', ')}] ` +
          `(${verdicts.judge(`Lighthouse performance ${path} ${theme}`, perf, { atLeast: PERFORMANCE_TARGET })}); ` +
          `accessibility ${a11y} (${verdicts.judge(`Lighthouse accessibility ${path} ${theme}`, a11y, { atLeast: ACCESSIBILITY_TARGET })})` +
          `\n  ${shown}`,
      )
    }
  } finally {
    await browser.close()
  }
}

/** The theme a page shows in this browser (the root's data-theme, else "light"). */
async function appliedTheme(browser: Browser, url: string): Promise<string> {
  const context = await browser.newContext({ colorScheme: null })
  try {
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    return await page.evaluate(() => document.documentElement.dataset.theme ?? 'light')
  } finally {
    await context.close()
  }
}

/**
 * Lighthouse on each of `paths` of the site at `origin`, in the light theme then the dark, each
 * score judged in `verdicts`; without the `lighthouse` package, a line saying it was skipped.
 */
export async function judgeLighthouse(
  origin: string,
  paths: string[],
  verdicts: Verdicts,
): Promise<void> {
  const lighthouse = await loadLighthouse()
  if (!lighthouse) {
    console.log('Lighthouse: skipped, the `lighthouse` package is not installed')
    return
  }
  const pages = paths.map((path) => ({ path, url: `${origin}${path}` }))
  const floor = await startLocalServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.end(FLOOR_PAGE)
  })
  try {
    for (const theme of ['light', 'dark'] as const) {
      await lighthouseScores(lighthouse, pages, theme, verdicts, `${floor.url}/`)
    }
  } finally {
    await floor.close()
  }
}
