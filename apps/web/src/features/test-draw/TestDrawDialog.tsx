import {
  type DrawDeck,
  type DrawState,
  discardFromHand,
  drawCard,
  isDiceFilterName,
  nextRound,
  type RolledDie,
  startDraw,
} from '@ashes/game'
import { useState } from 'react'
import { CardLink } from '../../components/cards/CardLink.tsx'
import { Dialog } from '../../components/Dialog.tsx'
import { capitalize, DieIcon } from '../../components/Dice.tsx'

function dieLabel(die: RolledDie) {
  const magic = capitalize(die.name)
  return die.face === 'basic' ? `${magic} die: basic` : `${magic} ${die.face}`
}

/** The roll in words, per magic: "Natural: 1 power, 2 class, 2 basic". */
function rollSummary(dice: RolledDie[]) {
  const byMagic = new Map<string, Record<RolledDie['face'], number>>()
  for (const die of dice) {
    const faces = byMagic.get(die.name) ?? { power: 0, class: 0, basic: 0 }
    faces[die.face] += 1
    byMagic.set(die.name, faces)
  }
  return [...byMagic]
    .map(([name, f]) => `${capitalize(name)}: ${f.power} power, ${f.class} class, ${f.basic} basic`)
    .join('; ')
}

function RolledDice({ dice }: { dice: RolledDie[] }) {
  if (!dice.length) return <p className="text-sm text-stone-600">This deck has no dice.</p>
  return (
    <>
      <p className="text-sm">{rollSummary(dice)}</p>
      <ul aria-label="Dice roll" className="flex flex-wrap gap-1.5">
        {dice.map((die, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a roll's dice keep their places
          <li key={index} title={dieLabel(die)}>
            <DieIcon
              die={die.face === 'basic' || !isDiceFilterName(die.name) ? 'basic' : die.name}
              face={die.face === 'basic' ? null : die.face}
              label={dieLabel(die)}
              className="size-8"
            />
          </li>
        ))}
      </ul>
    </>
  )
}

function Hand({ state, onDiscard }: { state: DrawState; onDiscard: (index: number) => void }) {
  if (!state.hand.length) return <p className="text-sm text-stone-600">No cards in hand.</p>
  return (
    <ul aria-label="Hand" className="divide-y divide-stone-200 rounded border border-stone-200">
      {state.hand.map((card, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: copies of one card share a stub
        <li key={index} className="flex min-h-11 items-center justify-between gap-2 px-2">
          <span className="min-w-0">
            <CardLink stub={card.stub} name={card.name} />
            <span className="ml-1 text-xs text-stone-500">{card.type}</span>
          </span>
          <button
            type="button"
            className="btn min-h-11 shrink-0"
            aria-label={`Discard ${card.name}`}
            onClick={() => onDiscard(index)}
          >
            Discard
          </button>
        </li>
      ))}
    </ul>
  )
}

/**
 * A test draw (issue 17 item 4): the First Five (or five cards when none is chosen) and a roll
 * of the dice, replayed exactly for the same seed. Discarding makes room for the next round.
 */
export default function TestDrawDialog(props: {
  deck: DrawDeck
  seed: string
  onReset: () => void
  onClose: () => void
}) {
  const [draw, setDraw] = useState(() => ({
    seed: props.seed,
    state: startDraw(props.deck, props.seed),
  }))
  // A new seed (Reset, or another URL) starts over; no effect, so no frame shows the old hand.
  const state = draw.seed === props.seed ? draw.state : startDraw(props.deck, props.seed)
  const step = (next: (current: DrawState) => DrawState) =>
    setDraw({ seed: props.seed, state: next(state) })
  const chosen = (props.deck.first_five ?? []).length > 0
  return (
    <Dialog title="Test draw" onClose={props.onClose}>
      <p className="text-sm text-stone-600">
        {chosen ? 'Starts with the First Five.' : 'No First Five chosen: five random cards.'} Seed{' '}
        <code>{props.seed}</code>: the page's address replays this draw.
      </p>
      <h3 className="font-semibold">Round {state.round}</h3>
      <RolledDice dice={state.dice} />
      <Hand state={state} onDiscard={(index) => step((s) => discardFromHand(s, index))} />
      <p className="text-sm" aria-live="polite">
        {state.hand.length} in hand, {state.pile.length} left to draw, {state.discard.length}{' '}
        discarded
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-primary min-h-11"
          disabled={!state.pile.length}
          onClick={() => step(drawCard)}
        >
          Draw
        </button>
        <button type="button" className="btn min-h-11" onClick={() => step(nextRound)}>
          Next round
        </button>
        <button type="button" className="btn min-h-11" onClick={props.onReset}>
          Reset
        </button>
      </div>
    </Dialog>
  )
}
