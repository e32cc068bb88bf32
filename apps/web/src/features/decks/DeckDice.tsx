import { DICE_PER_DECK, type DiceFilterName, isDiceFilterName } from '@ashes/game'
import { capitalize, DieIcon, EmptyDieIcon } from '../../components/Dice.tsx'

/** "2 Natural dice, 8 Charm dice", or "(No dice assigned)". */
export function diceLabel(dice: readonly { name: string; count: number }[]): string {
  const used = dice.filter((die) => die.count > 0)
  if (!used.length) return '(No dice assigned)'
  return used.map((die) => `${die.count} ${capitalize(die.name)} dice`).join(', ')
}

interface DeckDiceProps {
  dice: readonly { name: string; count: number }[]
  /** Deck pages also name each type beside its icon and count; listings have no room. */
  named?: boolean
}

/** The deck's 10 dice slots in the deck's order; empty slots show basic magic. */
export function DeckDice({ dice, named = false }: DeckDiceProps) {
  const slots = dice
    .flatMap((die) => Array.from({ length: Math.max(0, die.count) }, () => die.name))
    .filter(isDiceFilterName)
    .slice(0, DICE_PER_DECK)
  const empty = DICE_PER_DECK - slots.length
  const row = (
    <div className="flex flex-wrap gap-0.5" role="img" aria-label={diceLabel(dice)}>
      {slots.map((die, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: slots are positional
        <span key={index} aria-hidden="true">
          <DieIcon die={die} className="size-5" label="" />
        </span>
      ))}
      {Array.from({ length: empty }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: slots are positional
        <span key={`empty-${index}`} aria-hidden="true">
          <EmptyDieIcon className="size-5" />
        </span>
      ))}
    </div>
  )
  const counts = dice.filter(
    (die): die is { name: DiceFilterName; count: number } =>
      die.count > 0 && isDiceFilterName(die.name),
  )
  if (!named || !counts.length) return row
  return (
    <div className="space-y-1">
      {row}
      {/* The row's label already says this to assistive technology: shown, not read twice. */}
      <ul className="flex flex-wrap gap-x-3 text-sm text-stone-700" aria-hidden="true">
        {counts.map((die) => (
          <li key={die.name} className="flex items-center gap-1" data-testid="die-count">
            <DieIcon die={die.name} className="size-4" label="" />
            {capitalize(die.name)} ×{die.count}
          </li>
        ))}
      </ul>
    </div>
  )
}
