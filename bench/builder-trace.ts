// Where the builder bench's time goes (BENCH_PROFILE=1): the functions that took the most CPU,
// and the browser main thread's work between each click and the frame showing its result, by
// kind (script, style, layout, paint...), from a Chromium performance trace.
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

/**
 * The functions that took the most CPU inside `spans` (trace clock, µs): self time, and total
 * time (with what they called), per click.
 */
export function printHotFunctions(profile: CpuProfile, spans: number[][]) {
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
    if (!spans.some(([from = 0, to = 0]) => at >= from && at <= to)) return
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
    for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`  ${(us / clicks).toFixed(2).padStart(8)}  ${key}`)
  }
}

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { data?: { type?: string } }
}

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8',
].join(',')

export async function startTrace(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', (message) =>
    events.push(...(message.value as unknown as TraceEvent[])),
  )
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' })
  return async () => {
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.end')
    await done
    return events
  }
}

/**
 * Self time of the main thread's trace events inside each measured window, summed over the
 * windows: `mark` names the performance marks ('bench-painted-N') the page set when a result
 * was painted, `windows` how long before each mark its click happened (ms).
 */
export function clickSpans(events: TraceEvent[], windows: Map<string, number>): number[][] {
  return events
    .filter((event) => windows.has(event.name))
    .map((mark) => [mark.ts - (windows.get(mark.name) ?? 0) * 1000, mark.ts])
}

export function printTraceBreakdown(events: TraceEvent[], windows: Map<string, number>) {
  const main = events.find((event) => windows.has(event.name))
  if (!main) return console.log('  (no marks in the trace)')
  const spans = clickSpans(events, windows)
  const slices = events
    .filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && e.dur)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const self = new Map<string, number>()
  let busy = 0
  const stack: { end: number; key: string }[] = []
  const within = (from: number, to: number) =>
    spans.reduce((sum, [start = 0, end = 0]) => {
      return sum + Math.max(0, Math.min(to, end) - Math.max(from, start))
    }, 0)
  for (const slice of slices) {
    const end = slice.ts + (slice.dur ?? 0)
    while (stack.length && (stack.at(-1)?.end ?? 0) <= slice.ts) stack.pop()
    const parent = stack.at(-1)
    const overlap = within(slice.ts, end)
    if (!parent) busy += overlap
    // Attribute the overlap to this slice, and take it back from its parent's self time.
    const key = slice.args?.data?.type ? `${slice.name} (${slice.args.data.type})` : slice.name
    self.set(key, (self.get(key) ?? 0) + overlap)
    if (parent) self.set(parent.key, (self.get(parent.key) ?? 0) - overlap)
    stack.push({ end, key })
  }
  const clicks = spans.length
  const total = spans.reduce((sum, [start = 0, end = 0]) => sum + end - start, 0)
  console.log(
    `  Main thread from click to painted frame, per click: ${(total / clicks / 1000).toFixed(1)} ms, ` +
      `of which busy ${(busy / clicks / 1000).toFixed(1)} ms (rest: waiting for the next frame)`,
  )
  for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 16)) {
    if (us / clicks < 50) break
    console.log(`  ${(us / clicks / 1000).toFixed(2).padStart(8)} ms  ${name}`)
  }
}
