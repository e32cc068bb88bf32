// The server under test of the deck benches, in a process of its own (deck-server.ts), so the
// bench's own work and memory are not counted as the server's.
import { fork } from 'node:child_process'
import { join } from 'node:path'
import { onCleanup } from './support.ts'

/** The server under test in its own process (bench/deck-server.ts), on the bench schema. */
export interface BenchServer {
  url: string
  /** The server's process id. */
  pid: number
  /** The server process's memory, as its process.memoryUsage() tells it. */
  memory: () => Promise<NodeJS.MemoryUsage>
  /** How many connections the server has accepted since it started. */
  connections: () => Promise<number>
  close: () => Promise<void>
}

/**
 * Starts the app on `schema` in a child process, so the bench's own work and memory are not
 * counted as the server's. BENCH_CPU_PROF=dir writes the server's CPU profile there.
 */
export function startBenchServer(
  schema: string,
  /** Settings of the server's own (MEDIA_URL, PREVIEW_RENDERS_WAITING, ...), as in its environment. */
  settings: Record<string, string> = {},
): Promise<BenchServer> {
  const profile = process.env.BENCH_CPU_PROF
  const child = fork(join(import.meta.dirname, 'deck-server.ts'), {
    execArgv: ['--import', 'tsx', ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [])],
    env: { ...process.env, BENCH_SCHEMA: schema, BENCH_SETTINGS: JSON.stringify(settings) },
    cwd: join(import.meta.dirname, '..'),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  /** The server's reply to `message` (deck-server.ts answers one at a time). */
  const ask = <T>(message: string) =>
    new Promise<T>((answer) => {
      child.once('message', answer)
      child.send(message)
    })
  // Stopped with the bench, interrupted or not, before its schema is dropped.
  const close = onCleanup(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      if (child.connected) child.send('close')
      else child.kill()
    }
    await exited
  })
  return new Promise((resolve, reject) => {
    // Only a start that fails: removed once the address came, and not the one `exited` waits on.
    const failedStart = (code: number | null) =>
      reject(new Error(`the bench server exited (${code})`))
    child.once('error', reject)
    child.once('exit', failedStart)
    child.once('message', (message: { url?: string }) => {
      if (!message.url) return reject(new Error('the bench server sent no address'))
      child.off('exit', failedStart)
      resolve({
        url: message.url,
        pid: child.pid as number,
        memory: () => ask<{ memory: NodeJS.MemoryUsage }>('memory').then((reply) => reply.memory),
        connections: () =>
          ask<{ connections: number }>('connections').then((reply) => reply.connections),
        close,
      })
    })
  })
}
