// The throttled 3G connection of bench/repeat-visit.ts, for pages and for service workers.
// DevTools' network emulation (Network.emulateNetworkConditions) holds for the target it is sent
// to: a page's throttling does not reach the requests its service worker makes, which on a
// repeat visit include the page's own HTML (the worker fetches every navigation, vite.config.ts).
// Left unthrottled, those would arrive at loopback speed and flatter the repeat visit, so each
// service worker gets the same conditions as the page. Playwright's CDP sessions speak only to a
// page or the browser, so a worker is reached through the browser's session with
// Target.sendMessageToTarget (deprecated in favour of flat sessions, which Playwright's sessions
// cannot address, but served). Each target throttles on its own: a page and its worker
// downloading at once share no bandwidth, as they would on one real connection.
import type { Browser, CDPSession, Page } from 'playwright-core'

/** DevTools' "Slow 3G" throughput with the 400 ms round trip of Lighthouse's 3G profiles. */
export const SLOW_3G = {
  label: 'slow 3G: 400 ms round trip, 400 kbit/s down and up',
  conditions: {
    offline: false,
    /** Added to each request, from its sending to its response's headers (ms). */
    latency: 400,
    downloadThroughput: (400 * 1000) / 8,
    uploadThroughput: (400 * 1000) / 8,
  },
}

/** Throttles `page`'s own requests (its HTML when no service worker has it, its fetches). */
export async function throttlePage(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G.conditions)
}

export interface WorkerThrottle {
  /** Resolves once every service worker started so far is throttled (rejects if one failed). */
  settled: () => Promise<void>
  /** How many service worker starts were throttled. */
  count: () => number
}

/**
 * Throttles every service worker of `browser` as it starts (a worker stopped while idle is a new
 * target when it starts again). A worker's first requests can precede its throttling by a few
 * milliseconds; bench/repeat-visit.ts checks that no worker started during the visit it measures.
 */
export async function throttleServiceWorkers(browser: Browser): Promise<WorkerThrottle> {
  const cdp = await browser.newBrowserCDPSession()
  const replies = new Map<string, (reply: { error?: { message: string } }) => void>()
  let lastId = 0
  cdp.on('Target.receivedMessageFromTarget', ({ sessionId, message }) => {
    const reply = JSON.parse(message) as { id?: number; error?: { message: string } }
    const key = `${sessionId}:${reply.id}`
    replies.get(key)?.(reply)
    replies.delete(key)
  })
  const sendTo = (session: CDPSession, sessionId: string, method: string, params = {}) =>
    new Promise<void>((resolve, reject) => {
      const id = ++lastId
      replies.set(`${sessionId}:${id}`, (reply) =>
        reply.error ? reject(new Error(`${method}: ${reply.error.message}`)) : resolve(),
      )
      const message = JSON.stringify({ id, method, params })
      session.send('Target.sendMessageToTarget', { sessionId, message }).catch(reject)
    })
  const pending: Promise<void>[] = []
  const failures: string[] = []
  let count = 0
  cdp.on('Target.targetCreated', ({ targetInfo }) => {
    if (targetInfo.type !== 'service_worker') return
    const throttled = (async () => {
      const { sessionId } = await cdp.send('Target.attachToTarget', {
        targetId: targetInfo.targetId,
        flatten: false,
      })
      await sendTo(cdp, sessionId, 'Network.enable')
      await sendTo(cdp, sessionId, 'Network.emulateNetworkConditions', SLOW_3G.conditions)
      count += 1
    })()
    pending.push(throttled.catch((error: Error) => void failures.push(error.message)))
  })
  await cdp.send('Target.setDiscoverTargets', { discover: true })
  return {
    settled: async () => {
      await Promise.all(pending)
      if (failures.length) throw new Error(`a service worker was not throttled: ${failures[0]}`)
    },
    count: () => count,
  }
}
