import { Link } from '../../lib/router/index.ts'
import { usePhoenixborns } from '../decks/index.ts'
import { setPhoenixborn, setUnrestricted } from './commands.ts'
import { KIND_LOCKED } from './kind-lock.ts'
import { useBuilder } from './state.ts'

/**
 * The deck's Phoenixborn: a picker (Phoenixborn cards in the browser also offer Use / Swap), or
 * the unrestricted option, where no Phoenixborn is needed.
 */
export function PhoenixbornChooser() {
  const phoenixborn = useBuilder((state) => state.deck.phoenixborn)
  const unrestricted = useBuilder((state) => state.deck.is_unrestricted)
  // The server refuses to change a published deck's kind.
  const locked = useBuilder((state) => state.published)
  const list = usePhoenixborns(false)
  const choose = (stub: string) => {
    const card = list.data?.find((pb) => pb.stub === stub)
    if (card) setPhoenixborn(card)
  }
  return (
    <section aria-labelledby="builder-phoenixborn" className="space-y-1 text-sm">
      <h3 id="builder-phoenixborn" className="font-bold">
        Phoenixborn
      </h3>
      {list.isError ? (
        <p>
          Unable to load the Phoenixborn.{' '}
          <button type="button" className="link" onClick={() => list.refetch()}>
            Retry
          </button>
        </p>
      ) : (
        <label className="block">
          <span className="sr-only">Choose a Phoenixborn</span>
          <select
            className="field py-1 text-sm"
            value={phoenixborn?.stub ?? ''}
            disabled={list.isPending}
            onChange={(event) => choose(event.target.value)}
          >
            <option value="" disabled={!unrestricted}>
              {list.isPending
                ? 'Loading...'
                : unrestricted
                  ? 'No Phoenixborn'
                  : 'Choose a Phoenixborn'}
            </option>
            {list.data?.map((pb) => (
              <option key={pb.stub} value={pb.stub}>
                {pb.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {phoenixborn ? (
        <p className="text-xs text-stone-600">
          <Link className="link" to={`/cards/${phoenixborn.stub}/`}>
            {phoenixborn.name}
          </Link>
          {phoenixborn.battlefield !== undefined
            ? ` · Battlefield ${phoenixborn.battlefield} · Life ${phoenixborn.life} · Spellboard ${phoenixborn.spellboard}`
            : ''}
        </p>
      ) : null}
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={unrestricted}
          disabled={locked}
          aria-describedby={locked ? 'builder-kind-locked' : undefined}
          onChange={(event) => setUnrestricted(event.target.checked)}
        />
        Unrestricted (any copies, no Phoenixborn needed)
      </label>
      {locked ? (
        <p id="builder-kind-locked" className="text-xs text-stone-600">
          {KIND_LOCKED}
        </p>
      ) : null}
    </section>
  )
}
