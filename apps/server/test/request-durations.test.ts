import { AggregatorRegistry, Histogram, Registry } from 'prom-client'
import { describe, expect, it } from 'vitest'
import { RequestDurations } from '../src/http/request-durations.ts'

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const NAME = 'http_request_duration_seconds'
const HELP = 'Time to answer a request, by method, route pattern and status.'

/** Requests as [method, route, status, seconds]: on a bound, between bounds, past the last. */
const REQUESTS: [string, string, number, number][] = [
  ['GET', '/v2/decks', 200, 0.003],
  ['GET', '/v2/decks', 200, 0.005],
  ['GET', '/v2/decks/:id', 404, 0.0071],
  ['PUT', '/v2/decks', 200, 0.042],
  ['GET', '/v2/decks', 200, 12.5],
  ['GET', 'unmatched', 404, 0.3],
  ['GET', '/v2/decks', 200, 0.25],
]

/** The same requests in prom-client's own Histogram, and in ours. */
function registries(requests = REQUESTS) {
  const theirs = new Registry()
  const histogram = new Histogram({
    name: NAME,
    help: HELP,
    labelNames: ['method', 'route', 'status'] as const,
    buckets: BUCKETS,
    registers: [theirs],
  })
  const ours = new Registry()
  const durations = new RequestDurations(BUCKETS, ours)
  for (const [method, route, status, seconds] of requests) {
    histogram.observe({ method, route, status: String(status) }, seconds)
    durations.observe(method, route, status, seconds)
  }
  return { theirs, ours, durations }
}

describe('request durations', () => {
  it("read as prom-client's histogram of the same requests, line for line", async () => {
    const { theirs, ours } = registries()
    const text = await ours.metrics()
    expect(text).toBe(await theirs.metrics())
    expect(text).toContain(
      `${NAME}_bucket{le="0.005",method="GET",route="/v2/decks",status="200"} 2`,
    )
    expect(text).toContain(
      `${NAME}_bucket{le="+Inf",method="GET",route="/v2/decks",status="200"} 4`,
    )
    expect(text).toContain(`${NAME}_count{method="GET",route="/v2/decks/:id",status="404"} 1`)
  })

  it("are summed across a supervisor's processes as prom-client's histogram is", async () => {
    const first = registries()
    const second = registries(REQUESTS.slice(2))
    const summed = async (pick: 'theirs' | 'ours') =>
      AggregatorRegistry.aggregate([
        await first[pick].getMetricsAsJSON(),
        await second[pick].getMetricsAsJSON(),
      ]).metrics()
    const text = await summed('ours')
    expect(text).toBe(await summed('theirs'))
    expect(text).toContain(`${NAME}_count{method="PUT",route="/v2/decks",status="200"} 2`)
  })

  it('start again from nothing when the registry is reset', async () => {
    const { ours, durations } = registries()
    ours.resetMetrics()
    expect(await ours.metrics()).toBe(`# HELP ${NAME} ${HELP}\n# TYPE ${NAME} histogram\n`)
    durations.observe('GET', '/v2/decks', 200, 0.001)
    expect(await ours.metrics()).toContain(
      `${NAME}_count{method="GET",route="/v2/decks",status="200"} 1`,
    )
  })
})
