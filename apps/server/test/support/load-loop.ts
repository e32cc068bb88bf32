import { request } from 'node:http'
import { MIST_GUARDIAN } from './decks.ts'

interface Answer {
  status: number
  body: string
}

/**
 * One request on a connection of its own. A browser resends a request that fails on a reused
 * connection the other end just closed (as nginx does to idle ones when it reloads); this
 * client does not, so it never reuses one and counts every failure it sees.
 */
export function send(
  url: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body)
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      {
        method,
        agent: false,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          body += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
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
 * other, until stopped. Each request is counted in the phase current when it was sent.
 */
export function startLoad(url: string, clients: LoadClient[]) {
  let phase = 0
  let running = true
  const sent = new Map<number, number>()
  const failures: Failure[] = []
  const loop = async (client: LoadClient, index: number) => {
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
        const answer = await send(url, method, path, { token: client.token, body })
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
    async stop() {
      running = false
      await Promise.all(loops)
    },
  }
}
