import { useAuth } from '../../../lib/auth-store.ts'
import { useNavigate } from '../../../lib/router/index.ts'
import { useSubmit } from '../../../lib/useSubmit.ts'
import { cloneIntoBuilder } from '../../builder/index.ts'

interface CloneableDeck {
  id: number
  is_red_rains: boolean
  is_unrestricted: boolean
  is_legacy?: boolean | null
}

/**
 * 'Clone & Edit' (and 'Clone as PvP/PvE', which flips Red Rains) for logged-in players on
 * non-legacy decks; the clone opens in the builder and on its private page.
 */
export function CloneButtons(props: {
  deck: CloneableDeck
  directShareUuid?: string
  flip?: boolean
}) {
  const loggedIn = useAuth((state) => state.token !== null)
  const navigate = useNavigate()
  const { busy, run } = useSubmit()
  const { deck } = props
  if (!loggedIn || deck.is_legacy) return null
  const clone = (redRains: boolean) =>
    run(async () => {
      const id = await cloneIntoBuilder({
        id: deck.id,
        redRains,
        directShareUuid: props.directShareUuid,
      })
      navigate(`/decks/mine/${id}/`)
    })
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        className="btn w-full"
        disabled={busy}
        onClick={() => clone(deck.is_red_rains)}
      >
        Clone &amp; Edit
      </button>
      {props.flip && !deck.is_unrestricted ? (
        <button
          type="button"
          className="btn w-full"
          disabled={busy}
          onClick={() => clone(!deck.is_red_rains)}
        >
          Clone as {deck.is_red_rains ? 'PvP' : 'PvE'}
        </button>
      ) : null}
    </div>
  )
}
