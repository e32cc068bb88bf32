/** Card types in type order (api-core 6.1): the index is the sort key. */
export const CARD_TYPES = [
  'Phoenixborn',
  'Ready Spell',
  'Ally',
  'Alteration Spell',
  'Action Spell',
  'Reaction Spell',
  'Conjuration',
  'Conjured Alteration Spell',
] as const

export type CardType = (typeof CARD_TYPES)[number]

const typeIndex: ReadonlyMap<string, number> = new Map(CARD_TYPES.map((type, i) => [type, i]))

export function isCardType(type: string): type is CardType {
  return typeIndex.has(type)
}

/** Sort key of a type; anything unknown sorts after every known type. */
export function typeOrder(type: string): number {
  return typeIndex.get(type) ?? CARD_TYPES.length
}

/** Conjured cards live in the conjuration pile and are never deck cards. */
export function isConjuredType(type: string): boolean {
  return type === 'Conjuration' || type === 'Conjured Alteration Spell'
}

/**
 * Values of the card list's `types` query parameter and the types each selects.
 * `alteration_spell` selects Alteration Spell only: the reference API also returned conjured
 * alteration spells for it (api-core quirk 6), which we fix deliberately; `conjurations` or
 * `conjured_alteration_spell` select those.
 */
export const TYPE_FILTERS = {
  conjurations: ['Conjuration', 'Conjured Alteration Spell'],
  phoenixborn: ['Phoenixborn'],
  ally: ['Ally'],
  action_spell: ['Action Spell'],
  reaction_spell: ['Reaction Spell'],
  alteration_spell: ['Alteration Spell'],
  ready_spell: ['Ready Spell'],
  conjuration: ['Conjuration'],
  conjured_alteration_spell: ['Conjured Alteration Spell'],
} as const satisfies Record<string, readonly CardType[]>

export type TypeFilter = keyof typeof TYPE_FILTERS

export const TYPE_FILTER_VALUES = Object.keys(TYPE_FILTERS) as TypeFilter[]

export function isTypeFilter(value: string): value is TypeFilter {
  return Object.hasOwn(TYPE_FILTERS, value)
}

/** Union of the types selected by the given filter values; unknown values select nothing. */
export function typesForFilters(values: readonly string[]): Set<string> {
  const types = new Set<string>()
  for (const value of values) {
    if (!isTypeFilter(value)) continue
    for (const type of TYPE_FILTERS[value]) types.add(type)
  }
  return types
}

/** A deck builder section: a card type, or the dice reference cards. */
export type SectionName = CardType | 'Reference'

/** Builder section order (SPEC): deck cards first, then the piles around them. */
export const SECTION_ORDER: readonly SectionName[] = [
  'Ready Spell',
  'Ally',
  'Alteration Spell',
  'Action Spell',
  'Reaction Spell',
  'Conjuration',
  'Conjured Alteration Spell',
  'Phoenixborn',
  'Reference',
]

/** Section heading for a type: "Allies", "Ready Spells"; "Phoenixborn" is its own plural. */
export function pluralTypeName(type: string): string {
  if (type === 'Ally') return 'Allies'
  if (type === 'Phoenixborn') return 'Phoenixborn'
  return `${type}s`
}

/** A summon spell, as the card-list `show_summons` filter means it: named "Summon …". */
export const isSummonSpell = (name: string): boolean => name.startsWith('Summon ')
