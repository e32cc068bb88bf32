import type { DeckRuleCard } from './deck.ts'

// Cards the deck-rule tests share: a Phoenixborn, its unique, another's unique, a plain card.

export const card = (name: string, type = 'Ally', phoenixborn?: string): DeckRuleCard => ({
  name,
  stub: name.toLowerCase().replace(/ /g, '-'),
  type,
  phoenixborn,
})
export const aradel = card('Aradel Summergaard', 'Phoenixborn')
export const jaguar = card('Summon Blue Jaguar', 'Ready Spell')
export const waterSpirit = card('Water Spirit', 'Ally', 'Aradel Summergaard')
export const fireArchers = card('Fire Archers', 'Ally', 'Jessa Na Ni')
