import type { Card } from '@ashes/api'
import { useEffect, useId, useRef, useState } from 'react'
import { PhoenixbornArt } from '../../components/cards/PhoenixbornArt.tsx'
import { Link } from '../../lib/router/index.ts'
import { usePhoenixborns } from '../decks/index.ts'
import { setPhoenixborn, setUnrestricted } from './commands.ts'
import { KIND_LOCKED } from './kind-lock.ts'
import { abilityText, PhoenixbornPicker, phoenixbornStats } from './PhoenixbornPicker.tsx'
import { type BuilderPhoenixborn, useBuilder } from './state.ts'

/** The deck's Phoenixborn as a card: its art, stats and (once the list is in) its ability. */
function ChosenPhoenixborn({
  phoenixborn,
  card,
}: {
  phoenixborn: BuilderPhoenixborn
  card?: Card
}) {
  return (
    <div className="space-y-1">
      <PhoenixbornArt phoenixborn={phoenixborn} kind="slice" className="w-full" />
      <p className="font-bold">
        <Link className="link" to={`/cards/${phoenixborn.stub}/`}>
          {phoenixborn.name}
        </Link>
      </p>
      <p className="text-xs text-stone-700" data-testid="phoenixborn-stats">
        {phoenixbornStats(phoenixborn)}
      </p>
      {card ? <p className="text-xs text-stone-600">{abilityText(card)}</p> : null}
    </div>
  )
}

/**
 * The deck's Phoenixborn: the chosen one's card, and a visual picker (open until one is chosen;
 * Phoenixborn cards in the browser also offer Use / Swap), or the unrestricted option, where no
 * Phoenixborn is needed.
 */
export function PhoenixbornChooser() {
  const phoenixborn = useBuilder((state) => state.deck.phoenixborn)
  const unrestricted = useBuilder((state) => state.deck.is_unrestricted)
  // The server refuses to change a published deck's kind.
  const locked = useBuilder((state) => state.published)
  const list = usePhoenixborns(false)
  const [picking, setPicking] = useState(false)
  const pickerId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const chose = useRef(false)
  const open = picking || !phoenixborn

  // After a choice the picker closes; the keyboard goes on from its toggle, not from the page top.
  useEffect(() => {
    if (!open && chose.current) toggle.current?.focus()
    chose.current = false
  }, [open])

  const choose = (card: Card) => {
    setPhoenixborn(card)
    chose.current = true
    setPicking(false)
  }
  return (
    <section aria-labelledby="builder-phoenixborn" className="space-y-2 text-sm">
      <h3 id="builder-phoenixborn" className="font-bold">
        Phoenixborn
      </h3>
      {phoenixborn ? (
        <ChosenPhoenixborn
          phoenixborn={phoenixborn}
          card={list.data?.find((pb) => pb.stub === phoenixborn.stub)}
        />
      ) : (
        <p className="text-xs text-stone-600">
          {unrestricted ? 'No Phoenixborn' : 'Choose a Phoenixborn to start the deck.'}
        </p>
      )}
      {list.isError ? (
        <p>
          Unable to load the Phoenixborn.{' '}
          <button type="button" className="link" onClick={() => list.refetch()}>
            Retry
          </button>
        </p>
      ) : list.isPending ? (
        <p className="text-stone-600">Loading...</p>
      ) : (
        <>
          {phoenixborn ? (
            <button
              ref={toggle}
              type="button"
              className="btn min-h-11 w-full"
              aria-expanded={open}
              aria-controls={pickerId}
              onClick={() => setPicking(!picking)}
            >
              {open ? 'Keep this Phoenixborn' : 'Change Phoenixborn'}
            </button>
          ) : null}
          {open ? (
            <div id={pickerId}>
              <PhoenixbornPicker
                phoenixborns={list.data}
                selected={phoenixborn?.stub ?? null}
                onChoose={choose}
              />
            </div>
          ) : null}
        </>
      )}
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
