// Under `npm start`'s supervisor (cli/supervise.ts) with WORKERS on PostgreSQL, the port keeps
// answering while its server processes are killed, one after the other and two inside the time a
// process takes to start (issue 49 item 5: a process took ~10 s to listen under load, and two
// kills within that time left none, 2,013 requests refused).
import { afterAll, describe, expect, it } from 'vitest'
import { testDbKind } from './support/database.ts'
import { send } from './support/load-loop.ts'
import {
  alive,
  countOf,
  everyPid,
  START_LIMIT_MS,
  servingPids,
  spareReady,
  supervisors,
  until,
  waitForCount,
  within,
} from './support/supervised.ts'

const runs = supervisors()
afterAll(() => runs.cleanUp())

/**
 * Clients asking for a card one request after the other, each on a connection of its own, so the
 * kernel places each anew among the processes listening on the port. A refused connection means
 * none listened. A request whose connection was cut before any answer (its process was killed with
 * it in flight) is sent once more, as RFC 9110 (9.2.2) lets a client do with a GET: a process
 * killed at once takes what it had accepted with it, and only that.
 */
function keepAsking(url: string, clients = 4) {
  let running = true
  const counts = { answered: 0, refused: 0, resent: 0 }
  const failures: string[] = []
  const ask = async (again = false): Promise<void> => {
    try {
      const answer = await send(url, 'GET', '/v2/cards?limit=1')
      if (answer.status === 200) counts.answered += 1
      else failures.push(`${answer.status} ${answer.body.slice(0, 200)}`)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ECONNREFUSED') counts.refused += 1
      else if (code === 'ECONNRESET' && !again) {
        counts.resent += 1
        return ask(true)
      } else failures.push(String(error))
    }
  }
  const loops = Array.from({ length: clients }, async () => {
    while (running) await ask()
  })
  return {
    counts,
    failures,
    async stop() {
      running = false
      await Promise.all(loops)
    },
  }
}

const STARTED = /"msg":"(?:server|spare) process started"/

describe.runIf(testDbKind === 'postgres')('npm start with WORKERS=2 on PostgreSQL', () => {
  it(
    'refuses no connection while its processes are killed, two of them while a process starts',
    async () => {
      const { server, url } = await runs.start({ WORKERS: '2' }, { postgres: true })
      await within(server, waitForCount(server, /running at/, 2), START_LIMIT_MS)
      const load = keepAsking(url)
      try {
        // Each round kills the process of slot 0, waits for the supervisor to start a process to
        // make up for it, and kills the process of slot 1 while that one starts.
        const rounds = [
          ['SIGKILL', 'SIGKILL'],
          ['SIGTERM', 'SIGKILL'],
          ['SIGKILL', 'SIGTERM'],
        ] as const
        for (const [first, second] of rounds) {
          await within(
            server,
            until(() => spareReady(server)),
            START_LIMIT_MS,
          )
          const serving = servingPids(server)
          const [a, b] = [serving.get(0), serving.get(1)] as [number, number]
          const starts = countOf(server, STARTED)
          const listened = countOf(server, /running at/)
          process.kill(a, first)
          await within(server, waitForCount(server, STARTED, starts + 1), START_LIMIT_MS)
          process.kill(b, second)
          // Both slots are served again by processes that had not served before.
          await within(server, waitForCount(server, /running at/, listened + 2), START_LIMIT_MS)
          const now = servingPids(server)
          expect([now.get(0), now.get(1)]).not.toContain(a)
          expect([now.get(0), now.get(1)]).not.toContain(b)
          expect({ round: [first, second], refused: load.counts.refused }).toEqual({
            round: [first, second],
            refused: 0,
          })
        }
      } finally {
        await load.stop()
      }
      expect(load.failures).toEqual([])
      expect(load.counts.refused).toBe(0)
      expect(load.counts.answered).toBeGreaterThan(0)

      server.child.kill('SIGTERM')
      expect(await within(server, server.exited, 60_000)).toBe(0)
      expect(everyPid(server).filter(alive)).toEqual([])
    },
    8 * START_LIMIT_MS,
  )
})
