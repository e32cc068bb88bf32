// Our cached reads against a bare Fastify route, like with like (issue 31 item 1). Our routes send
// ready strings (serialised once per data version), so the ceiling is a bare route sending the
// same string: ours can only approach it, and the ratio shows what our routing, caller
// resolution and cache lookups cost. A bare route serialising the same body on every request is
// the floor, printed beside it: what the answer would cost without the cache.
import Fastify from 'fastify'
import { load, median } from './support.ts'
import type { Verdicts } from './verdict.ts'

export interface BareComparison {
  /** Each case's name and path on our server. */
  cases: Record<string, string>
  seconds: number
  rounds: number
  /** Target: our throughput at least this share of the ceiling's. */
  target: number
}

export async function compareWithBare(
  appUrl: string,
  { cases, seconds, rounds, target }: BareComparison,
  verdicts: Verdicts,
): Promise<void> {
  const bare = Fastify()
  const names = Object.keys(cases)
  for (const [index, name] of names.entries()) {
    const response = await fetch(`${appUrl}${cases[name]}`)
    if (!response.ok) throw new Error(`${name}: status ${response.status}`)
    const type = response.headers.get('content-type') ?? 'application/json'
    const text = await response.text()
    const body: unknown = JSON.parse(text)
    bare.get(`/ready/${index}`, (_request, reply) => reply.type(type).send(text))
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
      for (let round = 0; round < rounds; round += 1) {
        const top = await load(`${bareUrl}/ready/${index}`, seconds)
        const real = await load(`${appUrl}${cases[name]}`, seconds)
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
        `${name}: ${rate(ours)} (p99 ${median(p99s)} ms); ceiling, a bare route sending the same ` +
          `ready string: ${rate(ceiling)}; ratio ${ratio.toFixed(2)} ` +
          `(${verdicts.judge(`${name}, ratio to the ceiling`, ratio, { atLeast: target })}); ` +
          `floor, a bare route serialising it per request: ${rate(floor)}`,
      )
    }
  } finally {
    await bare.close()
  }
}
