// The builder bench's clock and its "where does the time go": a Chromium performance trace gives
// each click's Event Timing entry unrounded (click to the frame presented, which the page's own
// PerformanceObserver only sees in 8 ms steps) and the main thread's work in between, by kind
// (script, style, layout, paint...); with BENCH_PROFILE=1 also the functions that took the most CPU.
import type { CDPSession } from 'playwright-core'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}

export interface CpuProfile {
  nodes: ProfileNode[]
  startTime: number
  samples: number[]
  timeDeltas: number[]
}

export interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: {
    data?: {
      type?: string
      timeStamp?: number
      duration?: number
      processingStart?: number
      processingEnd?: number
      commitFinishTime?: number
    }
  }
}

/** A time span on the trace clock (µs): one click to the frame that presented its result. */
export type Span = [from: number, to: number]

/** One click, from its Event Timing entry in the trace (ms from the click's input event). */
export interface ClickFrame {
  span: Span
  /** To the presentation of the first frame after its handlers ran (Event Timing's duration). */
  presented: number
  /** To the start of its event handlers (pointerup and mouseup run first). */
  started: number
  /** To the end of its event handlers (and of the microtasks they queued: React's render). */
  processed: number
  /** To the main thread's commit of that frame to the compositor (which then rasters, draws). */
  committed: number
  /**
   * How long the renderer's main thread sat idle before that frame began: the input on its way
   * to the page and, mostly, the wait for the next vsync (BeginFrame). Not the page's work.
   */
  idle: number
  /**
   * The main thread's busy time from the start of the click's handlers to the frame's commit:
   * the page's own work for that frame (handlers, style, layout, paint, commit), which is what
   * must fit in one frame. Not counted: delivering the release before it (`inputWork`), and
   * raster and presentation after it, which run on other threads.
   */
  frameWork: number
  /**
   * The main thread's busy time from the click's input event to the start of its handlers:
   * delivering the button's release (a hit test, pointerup and mouseup) before the click.
   */
  inputWork: number
}

/**
 * Traces the page: Event Timing and the renderer's tasks, frames and commits (the categories of
 * DevTools' Performance panel).
 */
export async function startTrace(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', (message) =>
    events.push(...(message.value as unknown as TraceEvent[])),
  )
  const categories = 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline'
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' })
  return async () => {
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.end')
    await done
    return events
  }
}

/** The main thread's outermost slices (tasks), in time order. */
function tasksOf(events: TraceEvent[], pid: number, tid: number): TraceEvent[] {
  const slices = events
    .filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid && e.dur)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const tasks: TraceEvent[] = []
  for (const slice of slices) {
    const last = tasks.at(-1)
    if (!last || slice.ts >= last.ts + (last.dur ?? 0)) tasks.push(slice)
  }
  return tasks
}

const overlap = (event: TraceEvent, [from, to]: Span) =>
  Math.max(0, Math.min(to, event.ts + (event.dur ?? 0)) - Math.max(from, event.ts))

const clickEntries = (events: TraceEvent[]) =>
  events.filter((e) => e.name === 'EventTiming' && e.ph === 'b' && e.args?.data?.type === 'click')

/** The input event times (the page's event.timeStamp, ms) of the trace's clicks, in order. */
export function clickTimes(events: TraceEvent[]): number[] {
  return clickEntries(events)
    .map((entry) => entry.args?.data?.timeStamp)
    .filter((time): time is number => time !== undefined)
    .sort((a, b) => a - b)
}

/**
 * The clicks whose input events had `clickTimes` (the page's event.timeStamp, ms), each with the
 * frame that presented its result; null where the trace holds no entry for it.
 */
export function clickFrames(events: TraceEvent[], clickTimes: number[]): (ClickFrame | null)[] {
  const entries = clickEntries(events)
  return clickTimes.map((clickTime) => {
    const entry = entries.find((e) => Math.abs((e.args?.data?.timeStamp ?? 0) - clickTime) < 1)
    const data = entry?.args?.data
    const clickedAt = data?.timeStamp
    if (!entry || !data?.duration || clickedAt === undefined) return null
    const at = (ms: number) => entry.ts + (ms - clickedAt) * 1000
    const span: Span = [entry.ts, at(clickedAt + data.duration)]
    const tasks = tasksOf(events, entry.pid, entry.tid)
    // The frame: the task that ran the main thread's commit of it to the compositor.
    const commitEnd = at(data.commitFinishTime ?? 0)
    const commit = events.find(
      (e) =>
        e.name === 'Commit' &&
        e.pid === entry.pid &&
        e.tid === entry.tid &&
        Math.abs(e.ts + (e.dur ?? 0) - commitEnd) < 1000,
    )
    const frame = commit && tasks.findLast((task) => task.ts <= commit.ts)
    const frameStart = frame ? Math.max(frame.ts, span[0]) : span[0]
    const busyIn = (window: Span) => tasks.reduce((sum, task) => sum + overlap(task, window), 0)
    const busy = busyIn([span[0], frameStart])
    const handlersStart = at(data.processingStart ?? clickedAt)
    return {
      span,
      presented: data.duration,
      started: (data.processingStart ?? clickedAt) - clickedAt,
      processed: (data.processingEnd ?? clickedAt) - clickedAt,
      committed: (data.commitFinishTime ?? clickedAt) - clickedAt,
      idle: (frameStart - span[0] - busy) / 1000,
      frameWork: busyIn([handlersStart, commitEnd]) / 1000,
      inputWork: busyIn([span[0], handlersStart]) / 1000,
    }
  })
}

/** The functions that took the most CPU inside `spans`: self and total time, per click. */
export function printHotFunctions(profile: CpuProfile, spans: Span[], top = 25) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id)
  const name = (node: ProfileNode) => {
    const frame = node.callFrame
    return `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`
  }
  const self = new Map<string, number>()
  const total = new Map<string, number>()
  let at = profile.startTime
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0
    at += delta
    if (!spans.some(([from, to]) => at >= from && at <= to)) return
    const node = byId.get(id)
    if (!node) return
    self.set(name(node), (self.get(name(node)) ?? 0) + delta)
    const seen = new Set<string>()
    for (
      let current: number | undefined = id;
      current !== undefined;
      current = parent.get(current)
    ) {
      const key = name(byId.get(current) as ProfileNode)
      if (seen.has(key)) continue
      seen.add(key)
      total.set(key, (total.get(key) ?? 0) + delta)
    }
  })
  const clicks = spans.length * 1000
  for (const [title, map] of [
    ['self', self],
    ['total', total],
  ] as const) {
    console.log(`  Most CPU per click (${title} time, ms):`)
    for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`  ${(us / clicks).toFixed(2).padStart(8)}  ${key}`)
  }
}

/** Self time of the main thread's trace events inside `spans`, by event, per click. */
export function printTraceBreakdown(events: TraceEvent[], spans: Span[], main: TraceEvent) {
  const slices = events
    .filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && e.dur)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const self = new Map<string, number>()
  const stack: { end: number; key: string }[] = []
  const within = (slice: TraceEvent) => spans.reduce((sum, span) => sum + overlap(slice, span), 0)
  for (const slice of slices) {
    while (stack.length && (stack.at(-1)?.end ?? 0) <= slice.ts) stack.pop()
    const parent = stack.at(-1)
    const time = within(slice)
    // Attribute the overlap to this slice, and take it back from its parent's self time.
    const key = slice.args?.data?.type ? `${slice.name} (${slice.args.data.type})` : slice.name
    self.set(key, (self.get(key) ?? 0) + time)
    if (parent) self.set(parent.key, (self.get(parent.key) ?? 0) - time)
    stack.push({ end: slice.ts + (slice.dur ?? 0), key })
  }
  const clicks = spans.length
  const total = spans.reduce((sum, [from, to]) => sum + to - from, 0)
  const busy = tasksOf(events, main.pid, main.tid).reduce((sum, task) => sum + within(task), 0)
  console.log(
    `  Main thread from click to presented frame, per click: ${(total / clicks / 1000).toFixed(1)} ms, ` +
      `of which busy ${(busy / clicks / 1000).toFixed(1)} ms`,
  )
  for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 16)) {
    if (us / clicks < 50) break
    console.log(`  ${(us / clicks / 1000).toFixed(2).padStart(8)} ms  ${name}`)
  }
}

/** The renderer main thread: where the clicks' Event Timing entries were recorded. */
export const mainThreadOf = (events: TraceEvent[]) => events.find((e) => e.name === 'EventTiming')
