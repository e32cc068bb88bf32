import { toast } from '../../lib/toast-store.ts'
import { useSubmit } from '../../lib/useSubmit.ts'
import { subscribe, unsubscribe } from './api.ts'

export type CommentTarget = 'card' | 'deck'

const MESSAGES = {
  card: {
    subscribed: "You have subscribed to this card's comments!",
    unsubscribed: 'You have unsubscribed from this card!',
  },
  deck: {
    subscribed: "You have subscribed to this deck's updates and comments!",
    unsubscribed: 'You have unsubscribed from this deck!',
  },
} as const

/** Subscribed when a last-seen id is set; the toggle deletes or creates the subscription (SPEC §4). */
export function SubscribeToggle(props: {
  entityId: number
  target: CommentTarget
  lastSeen: number | null
  onChange: (lastSeen: number | null) => void
}) {
  const { busy, run } = useSubmit()
  const subscribed = props.lastSeen !== null
  const toggle = () =>
    run(async () => {
      if (subscribed) {
        await unsubscribe(props.entityId)
        props.onChange(null)
        toast.success(MESSAGES[props.target].unsubscribed)
      } else {
        props.onChange(await subscribe(props.entityId))
        toast.success(MESSAGES[props.target].subscribed)
      }
    })
  return (
    <button
      type="button"
      className={subscribed ? 'btn' : 'btn-primary'}
      disabled={busy}
      onClick={toggle}
    >
      {subscribed ? 'Unsubscribe' : 'Subscribe'}
    </button>
  )
}
