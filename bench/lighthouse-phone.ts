// Lighthouse's phone, the same whatever the host. Lighthouse simulates a phone by multiplying
// the host's CPU time by a slowdown, 4x by default, which its docs ("Calibrating multipliers" in
// throttling.md) tune for a host scoring 1533 on its BenchmarkIndex and tell to calibrate on any
// other. This shared host scored 863 to 2,227 within one day: at a fixed 4x the same page met its
// target in one hour and missed it in the next, because the phone changed, not the page.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import type { Browser } from 'playwright-core'
import { median } from './support.ts'

/**
 * BenchmarkIndex and CPU slowdown pairs of Lighthouse's calibration (throttling.md's calculator):
 * its default 4x belongs to a host of 1533; a slower host gets less, down to none at 150.
 */
const CALIBRATION = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
] as const

/**
 * The CPU slowdown at which Lighthouse simulates its phone on a host of this BenchmarkIndex:
 * straight between the calibration's points, on along the last two above them, 1 below them.
 */
export function lighthouseSlowdown(index: number): number {
  const [first] = CALIBRATION
  if (index <= first[0]) return first[1]
  const last = CALIBRATION.length - 1
  const above = CALIBRATION.findIndex(([point]) => index <= point)
  const [[lowIndex, lowRate], [highIndex, highRate]] = [
    CALIBRATION[(above > 0 ? above : last) - 1] ?? first,
    CALIBRATION[above > 0 ? above : last] ?? first,
  ]
  const rate = lowRate + ((index - lowIndex) * (highRate - lowRate)) / (highIndex - lowIndex)
  // The throttling backend keeps hundredths.
  return Math.round(rate * 100) / 100
}

/**
 * This host's BenchmarkIndex as a Lighthouse run takes it: one run in a fresh tab, before V8 has
 * warmed up (later runs in the same tab score about a fifth higher, 2,400 where Lighthouse saw
 * 1,950); the median of three tabs, as a shared host's score wanders.
 */
export async function lighthouseHostIndex(browser: Browser): Promise<number> {
  const scores: number[] = []
  for (let tab = 0; tab < 3; tab++) {
    const page = await browser.newPage()
    try {
      scores.push(await page.evaluate(pageFunctions.computeBenchmarkIndex))
    } finally {
      await page.close()
    }
  }
  return median(scores)
}
