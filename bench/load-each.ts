// Load where each connection sends its own requests (autocannon's command line sends the same to
// all): run as a child process by `loadEach` of support.ts, reading its plan as JSON on stdin and
// printing a LoadResult as JSON. The same autocannon as the bench's other loads, through its API:
// each connection is given its plan's requests and sends them in turn, one at a time. (A client
// of node:http did this before; on a 2-CPU machine it took a tenth of the CPU from the server and
// the database under test, and the figures for saves were measured with autocannon.)
import autocannon from 'autocannon'
import type { ConnectionPlan, LoadResult } from './support.ts'

interface Plan {
  url: string
  seconds: number
  connections: ConnectionPlan[]
}

let input = ''
for await (const chunk of process.stdin) input += chunk
const plan = JSON.parse(input) as Plan

let connected = 0
let reported = false
const result = await autocannon({
  url: plan.url,
  connections: plan.connections.length,
  duration: plan.seconds,
  setupClient: (client) => {
    const connection = plan.connections[connected++ % plan.connections.length]
    if (!connection) return
    const { headers, bodies, paths } = connection
    const method = connection.method as autocannon.Request['method']
    client.setRequests(
      paths
        ? paths.map((path) => ({ method, headers, path }))
        : bodies.map((body) => ({ method, headers, body })),
    )
    // The first refusal's reason, so a broken bench says what went wrong.
    let received = ''
    client.on('body', (chunk) => {
      received = chunk.toString()
    })
    client.on('response', (status) => {
      if (status < 300 || reported) return
      reported = true
      process.stderr.write(`${method} ${plan.url}: ${status} ${received.slice(-300)}\n`)
    })
  },
})
const report: LoadResult = {
  requests: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.non2xx,
}
process.stdout.write(JSON.stringify(report))
