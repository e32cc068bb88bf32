import { useQueryClient } from '@tanstack/react-query'
import { toast } from '../../lib/toast-store.ts'
import { useSubmit } from '../../lib/useSubmit.ts'
import { deliveriesKey, redeliver } from './developer-api.ts'

/**
 * Sends a past webhook delivery again (issue 48 item 7): a copy is queued with the same event
 * id, and the delivery list shows it at the top.
 */
export function RedeliverButton({
  clientId,
  deliveryId,
}: {
  clientId: string
  deliveryId: number
}) {
  const queryClient = useQueryClient()
  const { busy, run } = useSubmit()
  return (
    <button
      type="button"
      className="btn min-h-11"
      disabled={busy}
      onClick={() =>
        void run(async () => {
          await redeliver(clientId, deliveryId)
          await queryClient.invalidateQueries({ queryKey: deliveriesKey(clientId) })
          toast.success('Queued to be delivered again.')
        })
      }
    >
      Redeliver
    </button>
  )
}
