// Load where each connection sends its own requests (autocannon sends the same to all): run as a
// child process by `loadEach` of support.ts, reading its plan as JSON on stdin and printing a
// LoadResult as JSON. Each connection keeps one socket and sends its bodies in turn, one request
// at a time, until the time is up.
import { Agent, request } from 'node:http'
import type { ConnectionPlan, LoadResult } from './support.ts'

interface Plan {
  url: string
  seconds: number
  connections: ConnectionPlan[]
}

let reported = false

function send(agent: Agent, url: URL, plan: ConnectionPlan, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        agent,
        method: plan.method,
        headers: { ...plan.headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const status = response.statusCode ?? 0
        let text = ''
        response.on('data', (chunk) => {
          if (status > 299) text += chunk
        })
        response.on('end', () => {
          // The first refusal's reason, so a broken bench says what went wrong.
          if (status > 299 && !reported) {
            reported = true
            process.stderr.write(
              `${plan.method} ${url.pathname}: ${status} ${text.slice(0, 300)}\n`,
            )
          }
          resolve(status)
        })
        response.on('error', reject)
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })
}

let input = ''
for await (const chunk of process.stdin) input += chunk
const plan = JSON.parse(input) as Plan
const url = new URL(plan.url)
const deadline = performance.now() + plan.seconds * 1000
const latencies: number[] = []
let errors = 0

await Promise.all(
  plan.connections.map(async (connection) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    for (let index = 0; performance.now() < deadline; index += 1) {
      const body = connection.bodies[index % connection.bodies.length] ?? ''
      const started = performance.now()
      const status = await send(agent, url, connection, body).catch(() => 0)
      latencies.push(performance.now() - started)
      if (status < 200 || status > 299) errors += 1
    }
    agent.destroy()
  }),
)

latencies.sort((a, b) => a - b)
const at = (share: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0
const result: LoadResult = {
  requests: latencies.length / plan.seconds,
  p50: Math.round(at(0.5)),
  p99: Math.round(at(0.99)),
  errors,
}
process.stdout.write(JSON.stringify(result))
