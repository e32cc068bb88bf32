// Deck builder responsiveness, in a real browser on the production build served by the real
// server: clicking a card's quantity button in the card browser (real mouse input through the
// browser, not Playwright's click, whose in-page checks would be measured too) until the frame
// presenting the pane's new card count, on a mid-range phone's CPU. Median of 20 clicks.
// BENCH_PROFILE=1 adds where the time goes (an unminified build); BENCH_TRACE=file.json keeps
// the trace for DevTools' Performance panel. PostgreSQL when it answers, else PGlite.
//
// The clock is the click's Event Timing entry, read unrounded from a Chromium trace: from the
// click's input event to the presentation of the first frame after its handlers ran. React
// renders a click's update synchronously inside the handler (checked below), so that frame is
// the one showing the new count.
//
// What is judged against one frame (16.7 ms): the page's work for that frame, the main thread's
// busy time from the click's handlers to the commit of the frame to the compositor (handlers,
// React, style, layout, paint, layerize, commit). When it fits in a frame, the pane's new count
// is in the very next frame and no frame is dropped. The click-to-presented latency is printed
// beside it but not judged: it adds the delivery of the release before the handlers
// (printed apart), the wait for vsync, and raster and compositing on other threads that CPU
// throttling does not slow. Those are the host's floor, not the page's: the same click on a bare
// page of a few lines of DOM code (printed too) takes 12-22 ms from click to presented frame on
// this kind of host, so a latency target of one frame would measure the host, not the page.
//
// The phone: Chromium DevTools' "Mid-tier mobile" CPU profile, a Pixel 5, which DevTools
// calibrates on the machine it runs on by bisecting the CPU throttling rate until Lighthouse's
// BenchmarkIndex scores 1000. A fixed rate would emulate different phones on different hosts:
// Lighthouse's 4x assumes a fast desktop, and on a slower or busier host it emulates a budget
// phone. The figure at 4x is printed beside it for comparison.
import { writeFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { benchOrMemoryDatabase, serveProduction } from './browser-bench.ts'
import { FREE_BUTTON, openBarePage, openCardBrowser, player } from './builder-pages.ts'
import {
  type CpuProfile,
  clickFrames,
  clickTimes,
  mainThreadOf,
  printHotFunctions,
  printTraceBreakdown,
  startTrace,
} from './builder-trace.ts'
import { midTierRate } from './mid-tier-phone.ts'
import { CHROMIUM, median } from './support.ts'
import { createVerdicts, finish } from './verdict.ts'

const FRAME_MS = 1000 / 60
const CLICKS = 20
/**
 * Clicks before the measured ones: they warm the page up, and the recorder below checks on them
 * that the pane's count changes while the click is handled. The measured clicks run without it:
 * its listener and observer are the bench's work, not the page's, and on a throttled CPU they
 * were about a tenth of the frame's (27.9 ms without, 30.4 with, 3 rounds of 20 clicks each).
 */
const CHECKED = 4
/** Lighthouse's fixed mobile CPU slowdown, printed for comparison. */
const LIGHTHOUSE_SLOWDOWN = 4
/** BENCH_PROFILE=1: an unminified build, the functions that took the most CPU and a trace breakdown. */
const PROFILE = process.env.BENCH_PROFILE === '1'

/** In the page: a checked click's input event time and when the pane's total changed after it (ms). */
interface Change {
  clickAt: number
  commit: number
}

interface Recorder {
  changes: Change[]
  listener: (event: Event) => void
  observer: MutationObserver
}

/**
 * Installed in the page for the checked clicks: records each click and when the pane's card
 * total changed. (Its functions are unnamed: tsx would wrap a named one in a helper the page
 * does not have.)
 */
function recordClicks() {
  const changes: Change[] = []
  const last = { clickAt: 0 }
  const target = document.querySelector('[data-testid="pane-total"]')
  if (!target) throw new Error('no pane total')
  const recorder: Recorder = {
    changes,
    listener: [
      (event: Event) => {
        last.clickAt = event.timeStamp
      },
    ][0] as Recorder['listener'],
    observer: new MutationObserver(() => {
      changes.push({ clickAt: last.clickAt, commit: performance.now() - last.clickAt })
    }),
  }
  document.addEventListener('click', recorder.listener, true)
  recorder.observer.observe(target, { characterData: true, childList: true, subtree: true })
  ;(window as unknown as { bench: Recorder }).bench = recorder
}

/** Removes the recorder before the measured clicks. */
function stopRecording() {
  const { listener, observer } = (window as unknown as { bench: Recorder }).bench
  document.removeEventListener('click', listener, true)
  observer.disconnect()
}

/** Long enough after a click for its frame to be presented, and its Event Timing recorded. */
const SETTLE_MS = 200

const paneTotal = (page: Awaited<ReturnType<typeof openBarePage>>['page']) =>
  page.evaluate(() => document.querySelector('[data-testid="pane-total"]')?.textContent ?? '')

/** Clicks free '1' buttons one after another, tracing each click to its presented frame. */
async function measure(
  { context, page }: Awaited<ReturnType<typeof openBarePage>>,
  slowdown: number,
  inspect = false,
) {
  await page.evaluate(recordClicks)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
  const stopTrace = await startTrace(cdp)
  if (PROFILE && inspect) {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.start')
  }
  let total = await paneTotal(page)
  for (let n = 1; n <= CHECKED + CLICKS; n++) {
    if (n === CHECKED + 1) {
      const checked = await page.evaluate(
        () => (window as unknown as { bench: Recorder }).bench.changes.length,
      )
      if (checked !== CHECKED)
        throw new Error(`the pane total changed ${checked} times in ${CHECKED} checked clicks`)
      await page.evaluate(stopRecording)
    }
    // Real input through the browser, as a player's, rather than Playwright's click (whose
    // in-page hit-target checks would run inside the measured time).
    const point = await page.evaluate((selector) => {
      const button = document.querySelector(selector)
      if (!button) throw new Error('no free quantity button left')
      button.scrollIntoView({ block: 'center' })
      const box = button.getBoundingClientRect()
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    }, FREE_BUTTON)
    const mouse = { ...point, button: 'left' as const, clickCount: 1 }
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...point })
    // A pause between clicks, as a player's; the debounced saves run in between.
    await page.waitForTimeout(250)
    await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...mouse })
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...mouse })
    // Waiting from here rather than in the page, whose polling would run inside the measurement.
    await page.waitForTimeout(SETTLE_MS)
    const now = await paneTotal(page)
    if (now === total) throw new Error(`click ${n} left the pane total at ${total}`)
    total = now
  }
  const changes = await page.evaluate(
    () => (window as unknown as { bench: Recorder }).bench.changes,
  )
  const profile =
    PROFILE && inspect ? ((await cdp.send('Profiler.stop')).profile as unknown) : undefined
  const events = await stopTrace()
  if (process.env.BENCH_TRACE && inspect)
    writeFileSync(process.env.BENCH_TRACE, JSON.stringify(events))
  // The measured clicks are the trace's click entries after the checked ones, in time order.
  const clicks = clickTimes(events)
  if (clicks.length !== CHECKED + CLICKS)
    throw new Error(`the trace holds ${clicks.length} clicks, not ${CHECKED + CLICKS}`)
  const frames = clickFrames(events, clicks.slice(CHECKED))
  const samples = frames.flatMap((frame) => (frame ? [frame] : []))
  const checkedFrames = clickFrames(
    events,
    changes.map((change) => change.clickAt),
  )
  const checks = changes.flatMap((change, index) => {
    const frame = checkedFrames[index]
    return frame ? [{ commit: change.commit, processed: frame.processed }] : []
  })
  const main = mainThreadOf(events)
  if (profile && main) {
    const spans = samples.map((sample) => sample.span)
    printHotFunctions(profile as CpuProfile, spans)
    printTraceBreakdown(events, spans, main)
  }
  await context.close()
  return { samples, checks, missing: CLICKS - samples.length + CHECKED - checks.length }
}

type Measured = Awaited<ReturnType<typeof measure>>
type ClickSample = Measured['samples'][number]

/** One profile's figures; the target is judged on the mid-tier phone only. */
function report(profile: string, { samples, checks }: Measured, judged: boolean) {
  console.log(`  ${profile}:`)
  // The count must change while the click is handled, or its frame would not show it.
  const late = checks.filter((check) => check.commit > check.processed + 0.5).length
  if (late)
    console.log(`    WARNING: ${late} checked clicks changed the count after their handlers`)
  const ms = (pick: (sample: ClickSample) => number) => `${median(samples.map(pick)).toFixed(1)} ms`
  const work = median(samples.map((sample) => sample.frameWork))
  console.log(
    `    click to: handlers start ${ms((s) => s.started)}, handlers done ${ms((s) => s.processed)}, ` +
      `frame committed ${ms((s) => s.committed)}, frame presented ${ms((s) => s.presented)} ` +
      '(Event Timing; medians)',
  )
  const checked = (values: number[]) => `${median(values).toFixed(1)} ms`
  console.log(
    `    the ${checks.length} checked clicks before them: the pane's count changed ` +
      `${checked(checks.map((check) => check.commit))} after the click, its handlers were done ` +
      `${checked(checks.map((check) => check.processed))} after it (medians)`,
  )
  console.log(
    `    latency, click to the pane presenting the new count: median ${ms((s) => s.presented - s.idle)} ` +
      `less the vsync wait (${ms((s) => s.idle)}), of which delivering the release ` +
      `(hit test, pointer and mouse events) ${ms((s) => s.inputWork)} and raster and compositing after the ` +
      `commit ${ms((s) => s.presented - s.committed)}`,
  )
  const verdict = judged
    ? ` (one frame, ${verdicts.judge("the builder's frame work", work, { atMost: FRAME_MS }, 'ms')})`
    : ''
  console.log(
    `  The page's work for the frame showing the new count (main thread busy from the click's ` +
      `handlers to the commit), ${profile}: median ${work.toFixed(1)} ms of ${samples.length} clicks${verdict}`,
  )
}

const verdicts = createVerdicts()
const { db, drop, kind } = await benchOrMemoryDatabase()
try {
  const { origin, close } = await serveProduction(db, { minify: !PROFILE })
  try {
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu'],
    })
    try {
      const { rate, hostScore } = await midTierRate(browser)
      const auth = await player(db, origin)
      console.log(
        `\nDeck builder: card browser click to pane count (${kind}; this host scores ` +
          `${Math.round(hostScore)} on Lighthouse's BenchmarkIndex)`,
      )
      for (const profile of [
        { name: `mid-tier phone (DevTools' calibration: CPU ${rate}x slower)`, rate, judged: true },
        { name: `Lighthouse's fixed ${LIGHTHOUSE_SLOWDOWN}x slowdown`, rate: LIGHTHOUSE_SLOWDOWN },
      ]) {
        const app = await measure(await openCardBrowser(browser, origin, auth), profile.rate, true)
        const bare = await measure(await openBarePage(browser), profile.rate)
        const missing = app.missing + bare.missing
        if (missing) throw new Error(`${missing} clicks have no Event Timing entry in the trace`)
        report(profile.name, app, profile.judged ?? false)
        const bareMs = (pick: (sample: ClickSample) => number) =>
          `${median(bare.samples.map(pick)).toFixed(1)} ms`
        console.log(
          `    the same click on a bare page (60 rows, a side list, no framework), the host's floor: ` +
            `its work for the frame ${bareMs((s) => s.frameWork)}, latency ` +
            `${bareMs((s) => s.presented - s.idle)} less the vsync wait`,
        )
      }
    } finally {
      await browser.close()
    }
  } finally {
    await close()
  }
} finally {
  await drop()
}
finish('builder.ts', verdicts)
