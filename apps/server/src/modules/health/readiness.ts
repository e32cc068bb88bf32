/**
 * Whether a load balancer should send this server requests: not while it starts (until it
 * listens), not once it drains (a stop has begun), and not while its database is out of reach
 * (GET /ready asks it each time). Liveness is /health-check's; a draining server is alive.
 */
export class Readiness {
  private state: 'starting' | 'serving' | 'draining' = 'starting'

  get status(): 'starting' | 'serving' | 'draining' {
    return this.state
  }

  /** The server listens: it may be sent requests. */
  listening(): void {
    if (this.state === 'starting') this.state = 'serving'
  }

  /** A stop has begun: requests in flight finish, no new ones should be sent. */
  drain(): void {
    this.state = 'draining'
  }
}
