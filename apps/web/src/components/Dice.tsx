import type { DiceFilterName } from '@ashes/game'
import { Icon } from './Icon.tsx'

export const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

interface DieIconProps {
  die: DiceFilterName
  face?: 'power' | 'class' | null
  className?: string
  label?: string
}

export function DieIcon({ die, face = 'power', className = 'size-4', label }: DieIconProps) {
  const name =
    die === 'basic' ? 'basic' : face === 'class' ? 'die-class' : face ? 'die-power' : 'die'
  const text = label ?? (die === 'basic' ? 'Basic magic' : `${capitalize(die)} ${face ?? 'die'}`)
  // Its colour comes from icons.css, and only while the player has colored icons on.
  return <Icon name={name} label={text} className={`${className} die-${die}`} />
}

/**
 * An empty slot of a deck's 10 dice: a pale basic-magic glyph. Pale by colour rather than by
 * opacity, which would give each slot its own compositing effect.
 */
export function EmptyDieIcon({ className }: { className: string }) {
  return <Icon name="basic" className={`${className} text-stone-300`} />
}
