import { DICE, DICE_PER_DECK, type DieName, maxDieCount } from '@ashes/game'
import { useId } from 'react'
import { capitalize, DieIcon } from '../../components/Dice.tsx'
import { withArticle } from '../../lib/grammar.ts'
import { setDieCount } from './commands.ts'
import { DiceRow } from './DiceRow.tsx'
import { useBuilder } from './state.ts'

/** The − and + of a counter: 44 px touch targets on phones, 28 px where a pointer is precise. */
const STEP = 'btn size-11 p-0 text-base md:size-7'

function DieCounter({ die }: { die: DieName }) {
  const count = useBuilder((state) => state.deck.dice.find((held) => held.name === die)?.count ?? 0)
  const max = useBuilder((state) => maxDieCount(state.deck.dice, die))
  const name = `${capitalize(die)} dice`
  const article = withArticle(capitalize(die))
  const id = useId()
  return (
    <li className="flex items-center gap-0.5">
      {/* The magic's name beside its icon, so a die type reads without colour or a tooltip. */}
      <label htmlFor={id} className="flex min-w-0 flex-1 items-center gap-1 text-sm">
        <DieIcon die={die} className="size-5" label="" />
        {capitalize(die)}
      </label>
      <button
        type="button"
        className={STEP}
        aria-label={`Remove ${article} die`}
        disabled={count === 0}
        onClick={() => setDieCount(die, count - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        type="number"
        // The − and + stand in for the browser's own spin arrows, which would crowd the number.
        className="field w-8 [appearance:textfield] px-0.5 py-0.5 text-center text-sm [&::-webkit-inner-spin-button]:appearance-none"
        aria-label={name}
        min={0}
        max={max}
        step={1}
        value={count}
        disabled={max === 0 && count === 0}
        onChange={(event) => setDieCount(die, Number(event.target.value))}
      />
      <button
        type="button"
        className={STEP}
        aria-label={`Add ${article} die`}
        disabled={count >= max}
        onClick={() => setDieCount(die, count + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </li>
  )
}

/**
 * The dice: the 10-slot row, then a '−', a number and a '+' per die; at most 10 dice in all
 * (SPEC §5). A type's input is disabled once the 10 are full without it; its '−' at zero.
 */
export function DiceCounters() {
  const total = useBuilder((state) => state.deck.dice.reduce((sum, die) => sum + die.count, 0))
  return (
    <section aria-labelledby="builder-dice" className="@container space-y-1">
      <h3 id="builder-dice" className="text-sm font-bold">
        Dice{' '}
        <span className={total === DICE_PER_DECK ? 'text-stone-600' : 'text-caution'}>
          {total} / {DICE_PER_DECK}
        </span>
      </h3>
      <DiceRow />
      {/* Two columns only where each name fits whole beside its − number + ("Ceremonial"): the
          column beside the page at 1280 px is 402 px inside. */}
      <ul className="grid grid-cols-1 gap-x-2 gap-y-1 @[24.5rem]:grid-cols-2">
        {DICE.map((die) => (
          <DieCounter key={die} die={die} />
        ))}
      </ul>
    </section>
  )
}
