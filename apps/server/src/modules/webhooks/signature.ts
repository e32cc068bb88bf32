import { createHmac } from 'node:crypto'

/**
 * The headers of one delivery attempt. The signature is HMAC-SHA256, keyed with the app's
 * webhook secret, over `timestamp + '.' + body`: the timestamp (seconds, fresh at each attempt)
 * lets a receiver refuse an old delivery replayed, and the body is the exact bytes sent. With
 * several secrets (a rotation's grace, `signingSecrets`) the header lists one `v1=` signature
 * for each, comma-separated, the current secret's first.
 * docs/integrations.md ("Webhooks") shows a receiver checking it.
 */
export function signedHeaders(
  secret: string | readonly string[],
  delivery: { eventId: string; event: string; body: string },
  now = new Date(),
): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000))
  const signatures = (typeof secret === 'string' ? [secret] : secret).map(
    (key) =>
      `v1=${createHmac('sha256', key).update(`${timestamp}.${delivery.body}`).digest('hex')}`,
  )
  return {
    'user-agent': 'AshesDeckbuilder-Webhooks/1',
    'ashes-webhook-id': delivery.eventId,
    'ashes-webhook-event': delivery.event,
    'ashes-webhook-timestamp': timestamp,
    'ashes-webhook-signature': signatures.join(','),
  }
}

/**
 * The secrets a delivery is signed with: the app's webhook secret, and the one it replaced
 * while that one's grace lasts (issue 48 item 7), so a receiver that still has the old secret
 * and one that has the new both find a signature they can check.
 */
export const signingSecrets = (app: {
  webhook_secret: string
  previous_webhook_secret?: string | null
}): string[] =>
  app.previous_webhook_secret
    ? [app.webhook_secret, app.previous_webhook_secret]
    : [app.webhook_secret]
