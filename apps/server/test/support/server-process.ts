import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { REPO_ROOT } from '@ashes/runtime'

/** A real `start.ts` process: one node process (tsx as a loader), so its pid is the server's. */
export interface ServerProcess {
  child: ChildProcess
  output(): string
  /** Resolves with the output once `pattern` appears; rejects if the process exits first. */
  waitFor(pattern: RegExp): Promise<string>
  /** The exit code, once the process has ended. */
  exited: Promise<number | null>
  stop(): Promise<void>
}

/** `script` is start.ts by default; cli/supervise.ts (npm start) runs it under a supervisor. */
export function startServerProcess(
  env: Record<string, string>,
  script = 'apps/server/src/cli/start.ts',
): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: '', LOG_REQUESTS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let text = ''
  const waiters = new Set<() => void>()
  const onData = (chunk: Buffer) => {
    text += chunk.toString()
    for (const check of waiters) check()
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return {
    child,
    output: () => text,
    waitFor: (pattern) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (!pattern.test(text)) return
          waiters.delete(check)
          resolve(text)
        }
        waiters.add(check)
        check()
        void exited.then(() => {
          if (waiters.delete(check)) reject(new Error(`exited before ${pattern}:\n${text}`))
        })
      }),
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

/** A port nothing listens on at the moment of asking. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (typeof address !== 'object' || !address) throw new Error('no port')
  return address.port
}
