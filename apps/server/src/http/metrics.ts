import cluster, { type Worker } from 'node:cluster'
import { createServer, type Server } from 'node:http'
import type { FastifyInstance } from 'fastify'
import {
  AggregatorRegistry,
  Counter,
  collectDefaultMetrics,
  Gauge,
  Histogram,
  Registry,
} from 'prom-client'
import { RequestDurations } from './request-durations.ts'

/** Seconds; from a fast cached read (a few ms) to a request that waited out every timeout. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const STATEMENT_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5]

/**
 * What an operator watches (docs/deploy.md), in Prometheus' text format on METRICS_PORT, a port
 * of its own that the proxy never forwards: request durations by route and status, statement
 * time, the database pool, event-loop delay and heap (prom-client's process metrics), cache
 * hits, notification lag and rendering queues. Each app has a registry of its own (tests run
 * several in one process); the process metrics are collected only once the metrics are served.
 */
export class Metrics {
  readonly registry = new Registry()
  /** Request durations by method, route pattern and status (request-durations.ts). */
  readonly requestDuration = new RequestDurations(REQUEST_BUCKETS, this.registry)
  readonly statementDuration = new Histogram({
    name: 'db_statement_duration_seconds',
    help: 'Time the database took for each statement sent, waiting for a connection included.',
    buckets: STATEMENT_BUCKETS,
    registers: [this.registry],
  })
  /** Each cache's lookups since the last scrape, counted as plain numbers (see `cache`). */
  private readonly tallies: { cache: string; hit: number; miss: number }[] = []
  readonly cacheLookups = new Counter({
    name: 'cache_lookups_total',
    help: 'Lookups in the in-memory caches, by cache and result (hit or miss).',
    labelNames: ['cache', 'result'] as const,
    registers: [this.registry],
    collect: () => {
      for (const tally of this.tallies) {
        if (tally.hit) this.cacheLookups.inc({ cache: tally.cache, result: 'hit' }, tally.hit)
        if (tally.miss) this.cacheLookups.inc({ cache: tally.cache, result: 'miss' }, tally.miss)
        tally.hit = 0
        tally.miss = 0
      }
    },
  })

  readonly notificationLag = new Histogram({
    name: 'db_notification_lag_seconds',
    help: 'From a change in the database to its notice reaching this server (clocks apart included).',
    labelNames: ['channel'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  })

  /** A value read at each scrape (a pool's size, a queue's length); undefined leaves it out. */
  gauge(name: string, help: string, read: () => number | undefined): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      collect() {
        const value = read()
        if (value !== undefined) this.set(value)
      },
    })
  }

  /**
   * Cache lookups counted for `cache`: call with whether it was a hit. A lookup is counted in a
   * plain number and added to the series when they are read: the hot reads look up two or three
   * caches each, and prom-client's labelled increment (labels checked and joined into a key on
   * every call) cost more than the lookup it counted.
   */
  cache(cache: string): (hit: boolean) => void {
    const tally = { cache, hit: 0, miss: 0 }
    this.tallies.push(tally)
    return (hit) => {
      if (hit) tally.hit += 1
      else tally.miss += 1
    }
  }

  /** Serves GET /metrics on `port`; the process metrics start being collected now. */
  serve(port: number, host: string): Promise<Server> {
    collectDefaultMetrics({ register: this.registry })
    return serveMetrics(port, host, () => this.registry.metrics(), this.registry.contentType)
  }

  /**
   * Under the supervisor (cli/supervise.ts) the supervisor serves METRICS_PORT for all its server
   * processes: this one answers its requests with its own series (process metrics included),
   * which it sums with the others'. Called once the process serves: until it says so, the
   * supervisor does not ask it.
   */
  reportToSupervisor(): void {
    collectDefaultMetrics({ register: this.registry })
    process.on('message', (message: MetricsMessage) => {
      if (message?.type !== METRICS_ASK) return
      void this.registry
        .getMetricsAsJSON()
        .then((metrics) => process.send?.({ type: METRICS_ANSWER, id: message.id, metrics }))
    })
    process.send?.({ type: METRICS_READY })
  }
}

/**
 * Messages between the supervisor and its server processes. A process says it is ready once it
 * serves; the supervisor asks only those, so a process still loading its code (a second or two of
 * a start, which answered nothing) never holds a scrape up. prom-client's own cluster registry
 * asks every process, and a scrape meanwhile waited 5 s and failed.
 */
const METRICS_READY = 'ashes:metrics-ready'
const METRICS_ASK = 'ashes:metrics-ask'
const METRICS_ANSWER = 'ashes:metrics-answer'
type ProcessMetrics = Awaited<ReturnType<Registry['getMetricsAsJSON']>>
type MetricsMessage =
  | { type: typeof METRICS_READY }
  | { type: typeof METRICS_ASK; id: number }
  | { type: typeof METRICS_ANSWER; id: number; metrics: ProcessMetrics }
  | undefined

/** How long a scrape waits for a ready process's series before it fails (a hung process). */
const ANSWER_TIMEOUT_MS = 5000

/**
 * The supervisor's GET /metrics on `port`: the series of every server process it runs that
 * serves, summed (request counts and durations, pool and queue sizes; averaged where
 * prom-client's process metrics say so), as one server would show them. A process that ends
 * while asked counts for nothing; one that does not answer in time fails the scrape.
 */
export function serveClusterMetrics(port: number, host: string): Promise<Server> {
  const ready = new Set<Worker>()
  const asked = new Map<number, { worker: Worker; answer: (metrics: ProcessMetrics) => void }>()
  let nextId = 0
  cluster.on('message', (worker, message: MetricsMessage) => {
    if (message?.type === METRICS_READY) ready.add(worker)
    else if (message?.type === METRICS_ANSWER) asked.get(message.id)?.answer(message.metrics)
  })
  cluster.on('exit', (worker) => {
    ready.delete(worker)
    for (const request of asked.values()) if (request.worker === worker) request.answer([])
  })
  const ask = (worker: Worker) =>
    new Promise<ProcessMetrics>((resolve, reject) => {
      const id = nextId++
      const timer = setTimeout(() => {
        asked.delete(id)
        reject(new Error(`server process ${worker.process.pid} sent no metrics`))
      }, ANSWER_TIMEOUT_MS)
      asked.set(id, {
        worker,
        answer: (metrics) => {
          clearTimeout(timer)
          asked.delete(id)
          resolve(metrics)
        },
      })
      worker.send({ type: METRICS_ASK, id })
    })
  const scrape = async () => {
    const serving = [...ready].filter((worker) => worker.isConnected())
    return AggregatorRegistry.aggregate(await Promise.all(serving.map(ask))).metrics()
  }
  return serveMetrics(port, host, scrape, Registry.PROMETHEUS_CONTENT_TYPE)
}

async function serveMetrics(
  port: number,
  host: string,
  scrape: () => Promise<string>,
  contentType: string,
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end()
      return
    }
    scrape().then(
      (text) => response.writeHead(200, { 'content-type': contentType }).end(text),
      () => response.writeHead(500).end(),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  return server
}

/** Times every answer by its route's pattern (never the raw URL: the series stay few). */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.requestDuration.observe(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    )
    done()
  })
}
