import { createHmac } from 'node:crypto'

/**
 * The headers of one delivery attempt. The signature is HMAC-SHA256, keyed with the app's
 * webhook secret, over `timestamp + '.' + body`: the timestamp (seconds, fresh at each attempt)
 * lets a receiver refuse an old delivery replayed, and the body is the exact bytes sent.
 * docs/integrations.md ("Webhooks") shows a receiver checking it.
 */
export function signedHeaders(
  secret: string,
  delivery: { eventId: string; event: string; body: string },
  now = new Date(),
): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000))
  const signature = createHmac('sha256', secret)
    .update(`${timestamp}.${delivery.body}`)
    .digest('hex')
  return {
    'user-agent': 'AshesDeckbuilder-Webhooks/1',
    'ashes-webhook-id': delivery.eventId,
    'ashes-webhook-event': delivery.event,
    'ashes-webhook-timestamp': timestamp,
    'ashes-webhook-signature': `v1=${signature}`,
  }
}
