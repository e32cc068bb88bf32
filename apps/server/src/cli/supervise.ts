// `npm start`: the server processes under a supervisor (start/supervisor.ts) that replaces one
// that crashes; WORKERS=N runs N of them on one port (Node's cluster), on PostgreSQL only, where
// a spare process waits beside them to take the place of one that ends.
import cluster from 'node:cluster'
import { checkPortFree, StartupError } from '@ashes/runtime'
import { loadConfig } from '../config.ts'
import { supervise } from '../start/supervisor.ts'

/** Why WORKERS cannot be used as set, or undefined when it can. */
function workersRefusal(
  workers: number,
  config: { databaseUrl?: string | undefined; storeUrl?: string | undefined },
): string | undefined {
  if (!Number.isSafeInteger(workers) || workers < 1) {
    return `WORKERS must be a whole number of server processes, 1 or more.`
  }
  if (workers === 1) return undefined
  if (!config.databaseUrl) {
    return (
      `WORKERS=${workers} needs PostgreSQL (DATABASE_URL): the embedded database in DATA_DIR ` +
      'belongs to one process. Unset WORKERS, or set DATABASE_URL.'
    )
  }
  if (!config.storeUrl) {
    return (
      `WORKERS=${workers} needs STORE_URL: the stand-in store keeps one process. Start it ` +
      'alone (npm start --workspace apps/store) and set STORE_URL to its address.'
    )
  }
  return undefined
}

if (cluster.isPrimary) {
  const config = loadConfig()
  const { workers } = config
  const refusal = workersRefusal(workers, config)
  if (refusal) {
    console.error(refusal)
    process.exit(1)
  }
  // A spare process beside them where processes may share the database and the store.
  const spare = workersRefusal(2, config) === undefined
  const shared = workers > 1 || spare
  try {
    // The processes share the port through this one, so each cannot check it for itself.
    if (shared) await checkPortFree(config)
  } catch (error) {
    if (!(error instanceof StartupError)) throw error
    console.error(error.message)
    process.exit(1)
  }
  // The processes take connections from the port themselves. Node's default elsewhere than on
  // Windows, round-robin, has this process accept them and hand each to one: a connection handed
  // to a process that has just died (killed, crashed) before this one saw it die is never
  // answered nor closed, and its client waits for ever. Set before setupPrimary, which fixes it.
  cluster.schedulingPolicy = cluster.SCHED_NONE
  // start.ts beside this file (start.js in the compiled server).
  cluster.setupPrimary({ exec: process.argv[1]?.replace(/supervise\.([jt]s)$/, 'start.$1') })
  const { metricsPort } = config
  if (metricsPort !== undefined) {
    // This process serves METRICS_PORT, summing its server processes' series (each reports to
    // it), so one scrape shows the whole server and stays up while a process restarts.
    const { serveClusterMetrics } = await import('../http/metrics.ts')
    await serveClusterMetrics(metricsPort, config.host).catch((error: NodeJS.ErrnoException) => {
      console.error(
        error.code === 'EADDRINUSE'
          ? `METRICS_PORT ${metricsPort} is already in use on ${config.host}: stop what listens ` +
              'there, or set METRICS_PORT to another port.'
          : `METRICS_PORT ${metricsPort}: ${error.message}`,
      )
      process.exit(1)
    })
  }
  supervise({
    workers,
    spare,
    env: {
      ...(shared ? { ASHES_SHARED_PORT: '1' } : {}),
      ...(metricsPort !== undefined ? { METRICS_PORT: '', ASHES_METRICS_TO_SUPERVISOR: '1' } : {}),
    },
  })
}
