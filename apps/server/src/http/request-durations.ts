import type { Metric, Registry } from 'prom-client'

/** One line of the metric's output, as a registry reads it from a metric's `get`. */
interface Sample {
  labels: Record<string, string | number>
  value: number
  metricName: string
}

interface Series {
  labels: { method: string; route: string; status: string }
  /** Observations per bucket, each counted once (the output is cumulative). */
  counts: number[]
  sum: number
  count: number
}

/**
 * `http_request_duration_seconds`: a histogram of the time to answer a request, by method, route
 * pattern and status, kept in plain numbers per series and written out when the metrics are
 * read. Every request is observed, and prom-client's labelled `observe` (the labels checked and
 * joined into a key, the bucket looked up by its text, on every call) took about a tenth of a
 * cached read's CPU; prom-client has no call that adds observations in a batch. Its series read
 * as prom-client's Histogram writes them (request-durations.test.ts), and a supervisor sums them
 * across its processes as it sums a Histogram's.
 */
export class RequestDurations {
  readonly name = 'http_request_duration_seconds'
  readonly help = 'Time to answer a request, by method, route pattern and status.'
  readonly type = 'histogram'
  readonly aggregator = 'sum'
  private readonly series = new Map<string, Series>()

  /** Registered in `registry`, as a prom-client metric is in its `registers`. */
  constructor(
    private readonly buckets: readonly number[],
    registry: Registry,
  ) {
    // prom-client types a metric as one of its own classes, but a registry reads one only
    // through `name`, `get` and `reset`.
    registry.registerMetric(this as unknown as Metric)
  }

  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `${status} ${method} ${route}`
    let series = this.series.get(key)
    if (!series) {
      const labels = { method, route, status: String(status) }
      series = { labels, counts: this.buckets.map(() => 0), sum: 0, count: 0 }
      this.series.set(key, series)
    }
    const bucket = this.buckets.findIndex((bound) => seconds <= bound)
    if (bucket >= 0) series.counts[bucket] = (series.counts[bucket] ?? 0) + 1
    series.sum += seconds
    series.count += 1
  }

  async get() {
    const values: Sample[] = []
    const bucket = `${this.name}_bucket`
    for (const { labels, counts, sum, count } of this.series.values()) {
      let below = 0
      for (const [index, le] of this.buckets.entries()) {
        below += counts[index] ?? 0
        values.push({ labels: { le, ...labels }, value: below, metricName: bucket })
      }
      values.push({ labels: { le: '+Inf', ...labels }, value: count, metricName: bucket })
      values.push({ labels: { ...labels }, value: sum, metricName: `${this.name}_sum` })
      values.push({ labels: { ...labels }, value: count, metricName: `${this.name}_count` })
    }
    const { name, help, type, aggregator } = this
    return { name, help, type, aggregator, values }
  }

  reset(): void {
    this.series.clear()
  }
}
