// The insight panel's redraw as a player sees it (issue 31 item 5), for bench/insight.ts: the
// production web app's card browser with the builder active and its 'Statistics and dice odds'
// open in the pane, a card added with its quantity button (real mouse input through the browser,
// as builder.ts), and the time from the click until the panel shows the deck's new figures, and
// until the frame that paints them has been drawn by the main thread.
import type { Db } from '@ashes/runtime'
import type { Browser } from 'playwright-core'
import { emptyDeck } from '../apps/web/src/features/builder/deck-data.ts'
import { FREE_BUTTON, player } from './builder-pages.ts'

/** One click's redraw, in ms from the click's input event (in-page clock, 0.1 ms steps). */
export interface Redraw {
  /** Until the panel's DOM shows the new figures (its card types add up to the new total). */
  shown: number
  /** Until the frame after that change has been drawn on the main thread (rAF, then a task). */
  painted: number
}

/** In the page: each click's redraw times. */
interface Recorder {
  clickAt: number
  expect: number
  redraws: Redraw[]
}

/**
 * Installed in the page: on each click, the deck total it will make; then, on every change of
 * the insight panel, whether its card types add up to that total. It does little (a label read
 * per change): it runs inside the measured time.
 */
function recordRedraws() {
  const bench: Recorder = { clickAt: 0, expect: -1, redraws: [] }
  ;(window as unknown as { bench: Recorder }).bench = bench
  const total = document.querySelector('[data-testid="pane-total"]')
  const panel = [...document.querySelectorAll('details')].find(
    (details) => details.querySelector('summary')?.textContent === 'Statistics and dice odds',
  )
  if (!total || !panel) throw new Error('no pane total or open insight panel')
  document.addEventListener(
    'click',
    (event) => {
      bench.clickAt = event.timeStamp
      bench.expect = Number.parseInt(total.textContent ?? '', 10) + 1
    },
    true,
  )
  // No named functions in here: the bench's TypeScript loader would wrap them in a helper the
  // page does not have.
  new MutationObserver(() => {
    if (bench.expect < 0) return
    // "Card types: 3 Ready Spells, 1 Action Spell": every card of the deck, by type.
    const chart = panel.querySelector('[data-testid="deck-insight"] svg[role="img"]')
    const label = chart?.getAttribute('aria-label') ?? ''
    const shownTotal = label.startsWith('Card types:')
      ? [...label.matchAll(/(\d+) /g)].reduce((sum, match) => sum + Number(match[1]), 0)
      : -1
    if (shownTotal !== bench.expect) return
    bench.expect = -1
    const { clickAt } = bench
    const shown = performance.now() - clickAt
    requestAnimationFrame(() =>
      setTimeout(() => bench.redraws.push({ shown, painted: performance.now() - clickAt })),
    )
  }).observe(panel, { subtree: true, childList: true, characterData: true, attributes: true })
}

// Wide enough (>=1280 px) for the pane to sit beside the card list, as builder.ts.
const VIEWPORT = { width: 1400, height: 900 }
/** Long enough for most redraws; a slower one is waited for up to REDRAW_LIMIT_MS. */
const SETTLE_MS = 300
const REDRAW_LIMIT_MS = 10_000

/**
 * Opens the card browser (ready spells) with the builder active on a new deck of Aradel
 * Summergaard, its 'Statistics and dice odds' open, for a player made in `db`.
 */
async function openBuilderWithInsight(browser: Browser, db: Db, origin: string) {
  const auth = await player(db, origin)
  const builder = {
    enabled: true,
    isDirty: false,
    paneOpen: true,
    owner: auth.badge,
    deck: {
      ...emptyDeck(),
      phoenixborn: { name: 'Aradel Summergaard', stub: 'aradel-summergaard' },
    },
  }
  const context = await browser.newContext({ viewport: VIEWPORT })
  await context.addInitScript(
    ({ authJson, builderJson }) => {
      localStorage.setItem('player.auth', authJson)
      localStorage.setItem('deckbuilder.builder', builderJson)
      localStorage.setItem('deckbuilder.insight-open', 'true')
    },
    { authJson: JSON.stringify(auth), builderJson: JSON.stringify(builder) },
  )
  const page = await context.newPage()
  await page.goto(`${origin}/cards/?types=ready_spell`)
  await page.getByTestId('pane-total').waitFor()
  await page.locator(FREE_BUTTON).first().waitFor()
  return { context, page }
}

/** In the page: the button a case clicks, scrolled into view with the panel; its centre. */
function aim({ kind, free }: { kind: 'new' | 'more'; free: string }) {
  // The panel in view in the pane, as a player watching it has it.
  const panel = [...document.querySelectorAll('details summary')].find(
    (summary) => summary.textContent === 'Statistics and dice odds',
  )
  panel?.scrollIntoView({ block: 'start' })
  let button: Element | undefined
  if (kind === 'new') button = document.querySelector(free) ?? undefined
  else {
    // A card with one copy in the deck: its '2 copies of' button.
    const single = [
      ...document.querySelectorAll('main button[aria-label^="1 copy of "][aria-pressed="true"]'),
    ].map((one) => `2 copies of ${(one.getAttribute('aria-label') ?? '').slice(10)}`)
    button = [
      ...document.querySelectorAll('main button[aria-label^="2 copies of "]:not([disabled])'),
    ].find((two) => single.includes(two.getAttribute('aria-label') ?? ''))
  }
  if (!button) throw new Error(`no button left for a ${kind} card`)
  button.scrollIntoView({ block: 'center' })
  const box = button.getBoundingClientRect()
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

export interface RedrawCase {
  kind: 'new' | 'more'
  clicks: number
  warmUp: number
}

/**
 * Clicks through the cases in turn at CPU throttling `rate`, each click's redraw waited for
 * before the next; returns each case's redraws past its warm-up clicks.
 */
export async function measureRedraws(
  browser: Browser,
  db: Db,
  origin: string,
  rate: number,
  cases: RedrawCase[],
): Promise<Redraw[][]> {
  const { context, page } = await openBuilderWithInsight(browser, db, origin)
  try {
    // The panel (its lazy chunk loaded) asks for cards while the deck has none.
    await page.getByText("Add cards to see the deck's statistics.").waitFor()
    await page.evaluate(recordRedraws)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    const figures: Redraw[][] = []
    let done = 0
    for (const { kind, clicks, warmUp } of cases) {
      for (let n = 0; n < clicks + warmUp; n++) {
        const point = await page.evaluate(aim, { kind, free: FREE_BUTTON })
        const mouse = { ...point, button: 'left' as const, clickCount: 1 }
        await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...point })
        // A pause between clicks, as a player's; the debounced saves run in between.
        await page.waitForTimeout(250)
        await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...mouse })
        await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...mouse })
        done++
        // Waiting from here rather than in the page, whose polling would run inside the measurement.
        const waitUntil = Date.now() + REDRAW_LIMIT_MS
        await page.waitForTimeout(SETTLE_MS)
        while (
          (await page.evaluate(
            () => (window as unknown as { bench: Recorder }).bench.redraws.length,
          )) < done
        ) {
          if (Date.now() > waitUntil)
            throw new Error(`the insight panel did not redraw within ${REDRAW_LIMIT_MS} ms`)
          await page.waitForTimeout(100)
        }
      }
      const redraws = await page.evaluate(
        () => (window as unknown as { bench: Recorder }).bench.redraws,
      )
      figures.push(redraws.slice(done - clicks, done))
    }
    return figures
  } finally {
    await context.close()
  }
}
