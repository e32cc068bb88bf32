import { DICE_PER_DECK, isDiceFilterName } from '@ashes/game'
import { capitalize, DieIcon, EmptyDieIcon } from '../../components/Dice.tsx'

/** "2 Natural dice, 8 Charm dice", or "(No dice assigned)". */
export function diceLabel(dice: readonly { name: string; count: number }[]): string {
  const used = dice.filter((die) => die.count > 0)
  if (!used.length) return '(No dice assigned)'
  return used.map((die) => `${die.count} ${capitalize(die.name)} dice`).join(', ')
}

/** The deck's 10 dice slots in the deck's order; empty slots show basic magic. */
export function DeckDice({ dice }: { dice: readonly { name: string; count: number }[] }) {
  const slots = dice
    .flatMap((die) => Array.from({ length: Math.max(0, die.count) }, () => die.name))
    .filter(isDiceFilterName)
    .slice(0, DICE_PER_DECK)
  const empty = DICE_PER_DECK - slots.length
  return (
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
}
