import { describe, expect, it } from 'vitest'
import { deckDisplayTitle, deckExportText, type ExportDeck } from './deck-export-text.ts'

const deck: ExportDeck = {
  title: 'Rhino Rush',
  phoenixborn: { name: 'Aradel Summergaard' },
  dice: [
    { name: 'natural', count: 6 },
    { name: 'charm', count: 4 },
  ],
  cards: [
    { name: 'Summon Blue Jaguar', type: 'Ready Spell', count: 2 },
    { name: 'Hammer Knight', type: 'Ally', count: 3 },
    { name: 'Anchornaut', type: 'Ally', count: 1 },
    { name: 'Water Blast', type: 'Action Spell', count: 3 },
    { name: 'Tidal Echo', type: 'Reaction Spell', count: 1, phoenixborn: 'Aradel Summergaard' },
  ],
  conjurations: [{ name: 'Blue Jaguar', type: 'Conjuration', count: 2 }],
}

const all = { showCardCounts: true, sortByType: true, attribution: 'https://example.org' }

describe('deck export text', () => {
  it('lists dice, then cards by type with counts, then the attribution', () => {
    expect(deckExportText(deck, all)).toBe(
      [
        'Rhino Rush',
        '',
        'Phoenixborn: Aradel Summergaard',
        '',
        'Dice:',
        '6x Natural',
        '4x Charm',
        '',
        'Cards (10 / 30):',
        '',
        'Ready Spells (2):',
        '2x Summon Blue Jaguar',
        '',
        'Allies (4):',
        '1x Anchornaut',
        '3x Hammer Knight',
        '',
        'Action Spells (3):',
        '3x Water Blast',
        '',
        'Reaction Spells (1):',
        '1x Tidal Echo (Aradel Summergaard)',
        '',
        'Created with https://example.org',
      ].join('\n'),
    )
  })

  it('sorted by type without counts has no card total and no section counts', () => {
    const text = deckExportText(deck, { ...all, showCardCounts: false, attribution: null })
    expect(text).not.toContain('Cards')
    expect(text).toContain('Dice:\n6x Natural\n4x Charm\n\nReady Spells:\n2x Summon Blue Jaguar')
    expect(text.endsWith('1x Tidal Echo (Aradel Summergaard)')).toBe(true)
  })

  it('unsorted lists every card alphabetically, then the conjuration pile', () => {
    const text = deckExportText(deck, {
      showCardCounts: false,
      sortByType: false,
      attribution: null,
    })
    expect(text).toContain(
      [
        'Cards:',
        '1x Anchornaut',
        '3x Hammer Knight',
        '2x Summon Blue Jaguar',
        '1x Tidal Echo (Aradel Summergaard)',
        '3x Water Blast',
        '',
        'Conjuration Pile:',
        '2x Blue Jaguar',
      ].join('\n'),
    )
  })

  it('leaves conjurations out when sorted by type', () => {
    expect(deckExportText(deck, all)).not.toMatch(/^2x Blue Jaguar$/m)
    expect(deckExportText(deck, all)).not.toContain('Conjuration')
  })

  it('counts unrestricted decks out of 100 and skips an empty dice block', () => {
    const text = deckExportText(
      { ...deck, title: null, is_unrestricted: true, dice: [] },
      { ...all, attribution: null },
    )
    expect(
      text.startsWith('Untitled Aradel Summergaard\n\nPhoenixborn: Aradel Summergaard\n\nCards'),
    ).toBe(true)
    expect(text).toContain('Cards (10 / 100):')
  })

  it('an untitled deck is named after its Phoenixborn, or just Untitled', () => {
    expect(deckDisplayTitle({ title: '', phoenixborn: { name: 'Coal Roarkwin' } })).toBe(
      'Untitled Coal Roarkwin',
    )
    expect(deckDisplayTitle({ title: null, phoenixborn: null })).toBe('Untitled')
    expect(deckDisplayTitle({ title: 'Mine', phoenixborn: null })).toBe('Mine')
  })
})
