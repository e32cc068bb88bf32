import { type DieName, diceSlots } from '@ashes/game'
import { capitalize, DieIcon, EmptyDieIcon } from '../../components/Dice.tsx'
import { diceLabel } from '../decks/index.ts'
import { setDieCount } from './commands.ts'
import { useBuilder } from './state.ts'

/**
 * The deck's 10 dice slots (ui-behaviour §3), filled in the order the dice were added; an empty
 * slot shows a grey basic-magic glyph, and clicking a filled slot removes one die of its type.
 */
export function DiceRow() {
  const dice = useBuilder((state) => state.deck.dice)
  const slots = diceSlots(dice)
  return (
    <ul className="flex flex-wrap gap-0.5" aria-label={diceLabel(dice)}>
      {slots.map((die, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: slots are positional
        <li key={index} aria-hidden={die ? undefined : true}>
          {die ? <FilledSlot die={die} count={countOf(dice, die)} /> : <EmptySlot />}
        </li>
      ))}
    </ul>
  )
}

const countOf = (dice: readonly { name: string; count: number }[], die: DieName) =>
  dice.find((held) => held.name === die)?.count ?? 0

function FilledSlot({ die, count }: { die: DieName; count: number }) {
  return (
    <button
      type="button"
      className="flex size-7 items-center justify-center rounded hover:bg-stone-200"
      aria-label={`Remove one ${capitalize(die)} die`}
      onClick={() => setDieCount(die, count - 1)}
    >
      <DieIcon die={die} className="size-6" label="" />
    </button>
  )
}

function EmptySlot() {
  return (
    <span className="flex size-7 items-center justify-center">
      <EmptyDieIcon className="size-6" />
    </span>
  )
}
