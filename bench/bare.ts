// Our cached reads against a bare Fastify route, like with like (issue 31 item 1). Our routes send
// ready answers (serialised once per data version, the kept ones as bytes), so the ceiling is a
// bare route sending the same answer's bytes: ours can only approach it, and the ratio shows
// what our routing, caller resolution and cache lookups cost. A bare route serialising the same
// body on every request is the floor, printed beside it: what the answer would cost without the
// cache. Beside our rate, the CPU time our server spent a request: a lower rate at the same CPU
// time is the host's doing (other work on its CPUs), a lower rate at a higher one our server's.
import { openDb } from '@ashes/runtime'
import Fastify from 'fastify'
import { cpuTimes, ioCalls } from './cpu.ts'
import { load, median, PG_URL } from './support.ts'
import type { Verdicts } from './verdict.ts'

export interface BareComparison {
  /** Each case's name and path on our server. */
  cases: Record<string, string>
  seconds: number
  rounds: number
  /** Target: our throughput at least this share of the ceiling's. */
  target: number
  /** The process of our server, when not this one: its CPU time a request is printed. */
  serverPid?: number
  /**
   * How many connections our server has accepted so far, when known: a load keeps its 50
   * connections open, so more means connections were closed and opened again.
   */
  connections?: () => Promise<number>
}

export async function compareWithBare(
  appUrl: string,
  { cases, seconds, rounds, target, serverPid = process.pid, connections }: BareComparison,
  verdicts: Verdicts,
): Promise<void> {
  const bare = Fastify()
  const names = Object.keys(cases)
  for (const [index, name] of names.entries()) {
    const response = await fetch(`${appUrl}${cases[name]}`)
    if (!response.ok) throw new Error(`${name}: status ${response.status}`)
    const type = response.headers.get('content-type') ?? 'application/json'
    const bytes = Buffer.from(await response.arrayBuffer())
    const body: unknown = JSON.parse(bytes.toString())
    bare.get(`/ready/${index}`, (_request, reply) => reply.type(type).send(bytes))
    bare.get(`/serialise/${index}`, async () => body)
  }
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' })
  try {
    for (const [index, name] of names.entries()) {
      const ours: number[] = []
      const ceiling: number[] = []
      const floor: number[] = []
      const ratios: number[] = []
      const p99s: number[] = []
      const cpus: number[] = []
      const kernel: number[] = []
      const opened: number[] = []
      const writes: number[] = []
      for (let round = 0; round < rounds; round += 1) {
        const top = await load(`${bareUrl}/ready/${index}`, seconds)
        const accepted = await connections?.()
        const used = cpuTimes(serverPid)
        const written = ioCalls(serverPid).writes
        const real = await load(`${appUrl}${cases[name]}`, seconds)
        const spent = cpuTimes(serverPid)
        writes.push((ioCalls(serverPid).writes - written) / (real.requests * seconds))
        if (accepted !== undefined) opened.push(((await connections?.()) ?? 0) - accepted)
        const user = spent.user - used.user
        const system = spent.system - used.system
        cpus.push(((user + system) * 1000) / (real.requests * seconds))
        kernel.push(system / (user + system || 1))
        const bottom = await load(`${bareUrl}/serialise/${index}`, seconds)
        const errors = top.errors + real.errors + bottom.errors
        if (errors) throw new Error(`${name}: ${errors} errors`)
        ours.push(real.requests)
        ceiling.push(top.requests)
        floor.push(bottom.requests)
        ratios.push(real.requests / top.requests)
        p99s.push(real.p99)
      }
      const ratio = median(ratios)
      const rate = (values: number[]) => `${median(values).toFixed(0)} req/s`
      console.log(
        `${name}: ${rate(ours)} (p99 ${median(p99s)} ms, server CPU ${median(cpus).toFixed(0)} µs a ` +
          `request, ${(median(kernel) * 100).toFixed(0)}% of it in the kernel, ` +
          `${median(writes).toFixed(2)} write calls a request` +
          `${opened.length ? `, ${median(opened)} connections opened` : ''}); ceiling, a bare route sending the same ` +
          `ready bytes: ${rate(ceiling)}; ratio ${ratio.toFixed(2)} ` +
          `(${verdicts.judge(`${name}, ratio to the ceiling`, ratio, { atLeast: target })}); ` +
          `floor, a bare route serialising it per request: ${rate(floor)}`,
      )
    }
  } finally {
    await bare.close()
  }
}

/** The bare write: where it listens, and how to stop it (its table goes with the bench schema). */
export interface BareWrite {
  url: string
  close: () => Promise<void>
}

/**
 * The least a deck save can cost on this host, the ceiling of the deck bench's saves (issue 31
 * item 1, for writes): a bare Fastify route that takes the same request, stores its body whole
 * in one statement of its own transaction (an upsert by the body's `id`, an insert without one)
 * on a pool of the server's settings, and answers with a ready string: our answer to a save
 * of an existing deck (`answers.saved`) or to a new one (`answers.created`).
 * What our save does beyond it (checking the deck, resolving its cards, writing its rows with
 * their constraints and triggers, building its answer) is what the ratio shows; the host's speed,
 * which moves both alike, is not.
 */
export async function startBareWrite(
  schema: string,
  answers: { saved: string; created: string },
): Promise<BareWrite> {
  const db = openDb({ url: PG_URL, schema })
  await db.exec('CREATE TABLE IF NOT EXISTS bare_save (id serial PRIMARY KEY, body text NOT NULL)')
  const bare = Fastify({ bodyLimit: 1024 * 1024 })
  bare.put<{ Body: { id?: number } }>('/v2/decks', async (request, reply) => {
    const body = request.body
    const text = JSON.stringify(body)
    if (!body.id) {
      await db.query('INSERT INTO bare_save (body) VALUES ($1) RETURNING id', [text])
      return reply.type('application/json').send(answers.created)
    }
    await db.query(
      `INSERT INTO bare_save (id, body) VALUES ($1, $2)
       ON CONFLICT (id) DO UPDATE SET body = excluded.body`,
      [body.id, text],
    )
    return reply.type('application/json').send(answers.saved)
  })
  const url = await bare.listen({ port: 0, host: '127.0.0.1' })
  return {
    url,
    close: async () => {
      await bare.close()
      await db.close()
    },
  }
}
