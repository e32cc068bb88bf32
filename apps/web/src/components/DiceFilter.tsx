import { DICE, type DiceFilterName } from '@ashes/game'
import { capitalize, DieIcon } from './Dice.tsx'
import { type DiceSelection, setDiceLogic, toggleDie } from './dice-selection.ts'

/** 44 px touch targets on phones; the desktop row stays compact. */
const TOUCH = 'min-h-11 min-w-11 md:min-h-0 md:min-w-0'

interface Props<F extends DiceSelection> {
  filters: F
  onChange: (next: F) => void
  /** What the listing shows, for the logic button's tooltip. */
  subject?: 'cards' | 'decks'
  /** Basic magic is a choice for cards only: a published deck holds ten coloured dice. */
  basic?: boolean
}

/**
 * The 'Only' / 'Incl.' logic button and a toggle per magic type, as the card browser has them
 * (ui-behaviour §3); the public deck listings filter their dice pools with it too.
 */
export function DiceFilter<F extends DiceSelection>({
  filters,
  onChange,
  subject = 'cards',
  basic = true,
}: Props<F>) {
  const includes = filters.diceLogic === 'includes'
  const title = includes
    ? `Showing ${subject} that INCLUDE at least one of the selected magic types`
    : `Showing ${subject} that ONLY use one or more of the selected magic types`
  const choices: DiceFilterName[] = basic ? [...DICE, 'basic'] : [...DICE]
  return (
    <fieldset className="flex flex-wrap items-center gap-1">
      <legend className="sr-only">Dice</legend>
      <button
        type="button"
        className={`btn w-14 px-1 ${TOUCH}`}
        title={title}
        aria-label={`Dice logic: ${includes ? 'includes' : 'only'}. ${title}`}
        onClick={() => onChange(setDiceLogic(filters, includes ? 'only' : 'includes'))}
      >
        {includes ? 'Incl.' : 'Only'}
      </button>
      {choices.map((die) => {
        const label = die === 'basic' ? 'Basic magic' : `${capitalize(die)} magic`
        return (
          <button
            key={die}
            type="button"
            className={`btn-toggle px-1.5 ${TOUCH}`}
            aria-pressed={filters.dice.includes(die)}
            aria-label={label}
            title={label}
            disabled={die === 'basic' && includes}
            onClick={() => onChange(toggleDie(filters, die))}
          >
            <DieIcon
              die={die}
              face={die === 'basic' ? null : 'power'}
              className="size-5"
              label=""
            />
          </button>
        )
      })}
    </fieldset>
  )
}
