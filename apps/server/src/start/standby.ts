import { DRAINING_MESSAGE, SERVE_MESSAGE, STANDBY_MESSAGE } from './supervisor.ts'

/**
 * In a process of the supervisor (start/supervisor.ts), once its server is built and before it
 * listens: tells the supervisor it is ready, and resolves when told to serve, at once for a
 * process started for a slot, when another process ends for the spare. Until then the process
 * takes no connection and does no background work (the app's onReady work, webhook deliveries
 * among them, starts as it listens).
 * A SIGTERM, the supervisor's stop or an operator's, ends it at once (nothing is in flight); a
 * SIGINT, Ctrl-C reaching the whole process group, is the supervisor's to pass on as SIGTERM.
 */
export function untilServing(): Promise<void> {
  return new Promise((resolve) => {
    const ignore = () => {}
    const stop = () => {
      process.send?.(DRAINING_MESSAGE, undefined, undefined, () => process.exit(0))
    }
    const onMessage = (message: unknown) => {
      if (message !== SERVE_MESSAGE) return
      process.off('message', onMessage)
      process.off('SIGTERM', stop)
      process.off('SIGINT', ignore)
      resolve()
    }
    process.on('message', onMessage)
    process.on('SIGTERM', stop)
    process.on('SIGINT', ignore)
    process.send?.(STANDBY_MESSAGE)
  })
}
