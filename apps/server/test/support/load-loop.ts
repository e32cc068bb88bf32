import { Agent, request } from 'node:http'
import { MIST_GUARDIAN } from './decks.ts'

interface Answer {
  status: number
  body: string
}

/** A request that failed on a kept-alive connection before any byte of its answer came. */
class ReusedConnectionClosed extends Error {}

/**
 * One request, on a connection of its own unless `agent` keeps connections alive. A connection
 * kept alive may be closed by the other end just as a request is sent on it (nginx closes its
 * idle ones when it reloads; HTTP/1.1 allows either end to close an idle connection at any
 * time): that failure, on a reused connection before any answer, rejects with
 * ReusedConnectionClosed, which a browser resends on a new connection.
 */
export function send(
  url: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; agent?: Agent } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body)
  return new Promise((resolve, reject) => {
    let answered = false
    const req = request(
      `${url}${path}`,
      {
        method,
        agent: options.agent ?? false,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        answered = true
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          body += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
        res.on('error', reject)
      },
    )
    req.on('error', (error) =>
      reject(req.reusedSocket && !answered ? new ReusedConnectionClosed(String(error)) : error),
    )
    req.end(payload)
  })
}

/**
 * `send` on a kept-alive connection as a browser does it (Chromium's and Firefox's HTTP/1.1
 * clients alike): a request that failed on a reused connection before any answer is sent again,
 * once, on a new connection. `resent` counts those.
 */
async function sendAsBrowser(
  url: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; agent: Agent },
  resent: () => void,
): Promise<Answer> {
  try {
    return await send(url, method, path, options)
  } catch (error) {
    if (!(error instanceof ReusedConnectionClosed)) throw error
    resent()
    return send(url, method, path, { ...options, agent: undefined })
  }
}

export interface LoadClient {
  token: string
  deckId: number
}

/** A request that did not get its expected answer: the phases current when sent and answered. */
interface Failure {
  phase: number
  endPhase: number
  what: string
}

/**
 * Players browsing and building at once: each client reads the deck listing, its deck and the
 * cards, autosaves its deck (PUT) and now and then publishes it (POST), one request after the
 * other, until stopped, on a connection it keeps alive as a browser does. Each request is
 * counted in the phase current when it was sent.
 */
export function startLoad(url: string, clients: LoadClient[]) {
  let phase = 0
  let running = true
  let resent = 0
  const sent = new Map<number, number>()
  const failures: Failure[] = []
  const agents: Agent[] = []
  const loop = async (client: LoadClient, index: number) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    agents.push(agent)
    for (let i = index; running; i++) {
      const step = i % 10
      const at = phase
      const [method, path, body, expected] =
        step < 5
          ? [
              'GET',
              ['/v2/decks', `/v2/decks/${client.deckId}?show_saved=true`, '/v2/cards?limit=20'][
                i % 3
              ] as string,
              undefined,
              200,
            ]
          : step < 9
            ? [
                'PUT',
                '/v2/decks',
                { ...MIST_GUARDIAN, id: client.deckId, title: `Autosave ${i}` },
                200,
              ]
            : ['POST', `/v2/decks/${client.deckId}/snapshot`, { is_public: true }, 201]
      sent.set(at, (sent.get(at) ?? 0) + 1)
      try {
        const answer = await sendAsBrowser(
          url,
          method,
          path,
          { token: client.token, body, agent },
          () => {
            resent += 1
          },
        )
        if (answer.status !== expected) {
          failures.push({
            phase: at,
            endPhase: phase,
            what: `${method} ${path}: ${answer.status} ${answer.body.slice(0, 200)}`,
          })
        }
      } catch (error) {
        failures.push({ phase: at, endPhase: phase, what: `${method} ${path}: ${String(error)}` })
      }
    }
  }
  const loops = clients.map(loop)
  return {
    /** Requests sent from now on count in the next phase; returns its number. */
    nextPhase: () => ++phase,
    sentIn: (at: number) => sent.get(at) ?? 0,
    failedIn: (at: number) => failures.filter((failure) => failure.phase === at),
    /** Requests a browser would have sent again (see sendAsBrowser). */
    resent: () => resent,
    async stop() {
      running = false
      await Promise.all(loops)
      for (const agent of agents) agent.destroy()
    },
  }
}
