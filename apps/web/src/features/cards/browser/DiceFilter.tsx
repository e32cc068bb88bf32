import { DICE, type DiceFilterName } from '@ashes/game'
import { capitalize, DieIcon } from '../../../components/Dice.tsx'
import { type CardFilters, setDiceLogic, toggleDie } from '../filters.ts'

const ALL_DICE: DiceFilterName[] = [...DICE, 'basic']
const LOGIC_TITLES = {
  only: 'Showing cards that ONLY use one or more of the selected magic types',
  includes: 'Showing cards that INCLUDE at least one of the selected magic types',
}

interface Props {
  filters: CardFilters
  onChange: (next: CardFilters) => void
}

export function DiceFilter({ filters, onChange }: Props) {
  const includes = filters.diceLogic === 'includes'
  return (
    <fieldset className="flex flex-wrap items-center gap-1">
      <legend className="sr-only">Dice</legend>
      <button
        type="button"
        className="btn w-14 px-1"
        title={LOGIC_TITLES[filters.diceLogic]}
        aria-label={`Dice logic: ${includes ? 'includes' : 'only'}. ${LOGIC_TITLES[filters.diceLogic]}`}
        onClick={() => onChange(setDiceLogic(filters, includes ? 'only' : 'includes'))}
      >
        {includes ? 'Incl.' : 'Only'}
      </button>
      {ALL_DICE.map((die) => {
        const label = die === 'basic' ? 'Basic magic' : `${capitalize(die)} magic`
        return (
          <button
            key={die}
            type="button"
            className="btn-toggle px-1.5"
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
