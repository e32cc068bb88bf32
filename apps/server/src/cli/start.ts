// The stand-in store runs in this process: one command, one Ctrl-C, one log, and a crash of
// either stops both (see the README, "The partner store").
import cluster from 'node:cluster'
import { StartupError } from '@ashes/runtime'
import { loadConfig } from '../config.ts'
import { startMessage, startServer } from '../server.ts'
import { untilServing } from '../start/standby.ts'
import { DRAINING_MESSAGE } from '../start/supervisor.ts'

const config = loadConfig()
const reportsMetrics = cluster.isWorker && process.env.ASHES_METRICS_TO_SUPERVISOR === '1'
try {
  // With STORE_URL the site uses that store; without it, the stand-in store starts beside it.
  // It answers this site's pages, whatever their origin is set to.
  // The store's code loads only to start it: a server given STORE_URL never loads it.
  const store = config.storeUrl ? undefined : await import('@ashes/store')
  const storeConfig = store?.loadStoreConfig({
    STORE_SITE_ORIGIN: config.publicUrl,
    ...process.env,
  })
  // Under the supervisor, a process is built, then listens when the supervisor says (at once,
  // or, for its spare, when another process ends).
  const server = await startServer(
    config,
    store && storeConfig && (() => store.startStore(storeConfig)),
    cluster.isWorker ? untilServing : undefined,
  )
  // Under the supervisor with METRICS_PORT set, the supervisor serves the metrics of all its
  // processes (cli/supervise.ts); this one reports its own to it.
  if (reportsMetrics) server.app.metrics.reportToSupervisor()
  // Set before the start message, which a supervisor may answer with a signal at once. The
  // first signal drains (requests in flight finish, SHUTDOWN_TIMEOUT_MS at most); a second
  // one, from an operator who will not wait, stops at once.
  let stopping = false
  // Under the supervisor (cli/supervise.ts) Ctrl-C's SIGINT reaches every process of the group;
  // the supervisor passes it on once, as SIGTERM, so a process does not take it for a second.
  if (cluster.isWorker) process.on('SIGINT', () => {})
  for (const signal of cluster.isWorker ? ['SIGTERM'] : ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (stopping) {
        console.error(`${signal} again: stopping at once.`)
        process.exit(1)
      }
      stopping = true
      // Under the supervisor, a signal that is not its own (it is not stopping): it starts this
      // process's replacement now rather than once this one has drained and ended.
      if (cluster.isWorker) process.send?.(DRAINING_MESSAGE)
      void server.close().then(() => process.exit(0))
    })
  }
  for (const line of startMessage(config, server.url)) console.log(line)
  if (!storeConfig) console.log(`Partner store: ${config.storeUrl}/ (STORE_URL)`)
  else {
    const orders = storeConfig.databaseUrl ? 'STORE_DATABASE_URL' : storeConfig.dataDir
    console.log(
      `Partner store (stand-in, STORE_URL unset): ${server.store?.url}/, orders in ${orders}`,
    )
  }
} catch (error) {
  if (!(error instanceof StartupError)) throw error
  console.error(error.message)
  process.exit(1)
}
