// Chrome DevTools' "Mid-tier mobile" CPU profile, calibrated on the host as DevTools does it.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import type { Browser } from 'playwright-core'
import { median } from './support.ts'

/** Lighthouse BenchmarkIndex of a mid-tier phone (a Pixel 5), as DevTools calibrates it. */
const MID_TIER_SCORE = 1000

/**
 * The CPU throttling rate at which this host scores like a mid-tier phone on Lighthouse's
 * BenchmarkIndex, found by bisection as DevTools' calibration does; 1 on a host slower than that.
 */
export async function midTierRate(browser: Browser): Promise<{ rate: number; hostScore: number }> {
  const page = await browser.newPage()
  try {
    const cdp = await page.context().newCDPSession(page)
    // A shared host's score wanders from run to run: each score is the median of a few runs.
    const score = async (rate: number, runs = 3) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate })
      const scores: number[] = []
      for (let run = 0; run < runs; run++)
        scores.push(await page.evaluate(pageFunctions.computeBenchmarkIndex))
      return median(scores)
    }
    await score(1, 1) // V8 warms up
    const hostScore = await score(1, 5)
    if (hostScore <= MID_TIER_SCORE) return { rate: 1, hostScore }
    let low = 1
    let high = (hostScore / MID_TIER_SCORE) * 1.5
    let rate = 1
    for (let step = 0; step < 8; step++) {
      // The throttling backend keeps hundredths.
      rate = Math.round(((low + high) / 2) * 100) / 100
      const result = await score(rate)
      if (Math.abs(result - MID_TIER_SCORE) < 10) break
      if (result < MID_TIER_SCORE) high = rate
      else low = rate
    }
    return { rate, hostScore }
  } finally {
    await page.close()
  }
}
