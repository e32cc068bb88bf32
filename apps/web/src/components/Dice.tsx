import { type DiceFilterName, type DieFace, symbolName } from '@ashes/game'
import { Icon } from './Icon.tsx'

export const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

interface DieIconProps {
  die: DiceFilterName
  face?: DieFace | null
  /** A die (dice rows, filters, counters) or a cost in card text. */
  kind?: 'die' | 'cost'
  className?: string
  label?: string
}

/** The class of dice-icons.css that names a symbol; a die of either face shows its power. */
function symbolClass(die: DiceFilterName, face: DieFace | null): string {
  return die === 'basic' ? 'sym-basic' : `sym-${die}-${face ?? 'power'}`
}

/**
 * A die in its physical colours, always (issue 26); or a cost's symbol, the face it asks for, in
 * the text's ink (a die while "Use colored cost icons" is on, icons.css). A cost of a die of
 * either face (`[[natural]]`) asks for a die, and shows one.
 */
export function DieIcon({
  die,
  face = 'power',
  kind = 'die',
  className = 'size-4',
  label,
}: DieIconProps) {
  const name = kind === 'cost' && (face || die === 'basic') ? 'cost' : 'die'
  const text = label ?? symbolName(die, face)
  return <Icon name={name} label={text} className={`${className} ${symbolClass(die, face)}`} />
}

/** An empty slot of a deck's 10 dice: a dashed outline where a die will go. */
export function EmptyDieIcon({ className }: { className: string }) {
  return <Icon name="die-slot" className={className} />
}
