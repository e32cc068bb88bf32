import type { WebhookDeliveryList } from '@ashes/api'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useId } from 'react'
import { TimeAgo } from '../../components/TimeAgo.tsx'
import { api } from '../../lib/api.ts'

type Delivery = WebhookDeliveryList['deliveries'][number]

const useDeliveries = (clientId: string) =>
  useQuery({
    queryKey: ['apps', clientId, 'webhook-deliveries'],
    queryFn: ({ signal }) =>
      api<WebhookDeliveryList>(`/v2/apps/${encodeURIComponent(clientId)}/webhook-deliveries`, {
        signal,
      }),
    retry: false,
  })

/** One attempt in a few words: the receiver's status, or why it gave none. */
const attemptText = (attempt: Delivery['attempts'][number]) =>
  attempt.status === null ? (attempt.error ?? 'No answer') : `HTTP ${attempt.status}`

/**
 * "Webhook deliveries" in a developer's app settings: the app's latest deliveries, each with
 * its state and every attempt, so a developer sees what their receiver answered.
 */
export function WebhookDeliveries({
  clientId,
  action,
}: {
  clientId: string
  /** A control for one delivery (the developer's Redeliver, features/apps). */
  action?: (delivery: Delivery) => ReactNode
}) {
  const headingId = useId()
  const deliveries = useDeliveries(clientId)
  return (
    <section aria-labelledby={headingId} className="space-y-2 text-sm">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="font-bold">
          Webhook deliveries
        </h3>
        <button
          type="button"
          className="btn min-h-11"
          onClick={() => void deliveries.refetch()}
          disabled={deliveries.isFetching}
        >
          Refresh
        </button>
      </div>
      {deliveries.isError ? <p role="alert">Unable to load the deliveries.</p> : null}
      {deliveries.data?.deliveries.length === 0 ? <p>No deliveries yet.</p> : null}
      <ul className="space-y-2">
        {deliveries.data?.deliveries.map((delivery) => (
          <li key={delivery.id} className="rounded border border-stone-200 p-2">
            <p className="flex flex-wrap justify-between gap-x-2">
              <span className="font-medium">{delivery.event}</span>
              <span>
                {delivery.state} · <TimeAgo date={delivery.created} />
              </span>
            </p>
            <p className="break-all font-mono text-xs text-stone-600">{delivery.event_id}</p>
            {delivery.attempts.length ? (
              <ol className="mt-1 list-decimal pl-5">
                {delivery.attempts.map((attempt) => (
                  <li key={attempt.attempt}>
                    {attemptText(attempt)} · {attempt.duration_ms} ms ·{' '}
                    <TimeAgo date={attempt.attempted} />
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-stone-600">Not attempted yet.</p>
            )}
            {action?.(delivery)}
          </li>
        ))}
      </ul>
    </section>
  )
}
