import type { DiceFilterName } from '@ashes/game'
import { Icon } from './Icon.tsx'

/** Text colour of each die type (used with currentColor icons). */
export const DIE_COLOURS: Record<DiceFilterName, string> = {
  basic: 'text-stone-500',
  ceremonial: 'text-slate-700',
  charm: 'text-sky-600',
  illusion: 'text-fuchsia-600',
  natural: 'text-emerald-700',
  divine: 'text-amber-500',
  sympathy: 'text-teal-600',
  time: 'text-orange-800',
  artifice: 'text-orange-500',
  astral: 'text-indigo-700',
}

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
  return <Icon name={name} label={text} className={`${className} ${DIE_COLOURS[die]}`} />
}

/**
 * An empty slot of a deck's 10 dice: a pale basic-magic glyph. Pale by colour rather than by
 * opacity, which would give each slot its own compositing effect.
 */
export function EmptyDieIcon({ className }: { className: string }) {
  return <Icon name="basic" className={`${className} text-stone-300`} />
}
