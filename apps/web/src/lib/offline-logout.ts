/**
 * A log-out revokes its token on the server (DELETE /v2/token). Without a network that request
 * fails, and the token would stay valid on the server for as long as it lasts (a year with
 * 'remember me'): whoever copied it could still use it. So a revocation that could not be sent is
 * kept on this device and sent when the device is back online, or at the site's next start
 * (issue 49 item 8).
 */
import { isTokenExpired } from './jwt.ts'
import { readJson, writeJson } from './storage.ts'

export const PENDING_REVOKE_KEY = 'player.revoke'

/** Tokens still to revoke; an expired one needs no revoking, so it is left out. */
function pending(): string[] {
  const stored = readJson<unknown>(PENDING_REVOKE_KEY)
  if (!Array.isArray(stored)) return []
  return stored.filter(
    (token): token is string => typeof token === 'string' && !isTokenExpired(token),
  )
}

function store(tokens: string[]): void {
  writeJson(PENDING_REVOKE_KEY, tokens.length > 0 ? [...new Set(tokens)] : null)
}

/**
 * Sends DELETE /v2/token for `token`: true once the server has answered it (any answer but a
 * server failure: a token it no longer knows is revoked as well), false when it must be tried
 * again (no network, or the server failing or busy).
 */
async function sendRevoke(token: string): Promise<boolean> {
  try {
    const response = await fetch('/v2/token', {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
      // A log-out just before the tab closes still reaches the server.
      keepalive: true,
    })
    return response.status < 500 && response.status !== 408 && response.status !== 429
  } catch {
    return false
  }
}

/** Revokes `token` on the server now, or keeps it to revoke once the device is back online. */
export async function revokeToken(token: string): Promise<void> {
  if (await sendRevoke(token)) return
  store([...pending(), token])
}

async function sendKept(): Promise<void> {
  const tokens = pending()
  store(tokens)
  const failed: string[] = []
  for (const token of tokens) if (!(await sendRevoke(token))) failed.push(token)
  // A log-out made while these were being sent has added its own token meanwhile.
  store(pending().filter((token) => !tokens.includes(token) || failed.includes(token)))
}

let sending: Promise<void> | undefined

/** Sends the revocations kept on this device, one run at a time; those that fail stay kept. */
export function sendPendingRevokes(): Promise<void> {
  if (!sending) {
    const run = sendKept().finally(() => {
      if (sending === run) sending = undefined
    })
    sending = run
  }
  return sending
}

/** At start and each time the browser is back online, sends what is kept. */
export function followPendingRevokes(): void {
  window.addEventListener('online', () => void sendPendingRevokes())
  if (navigator.onLine) void sendPendingRevokes()
}
