import { describe, expect, it } from 'vitest'
import { type DiffDeck, deckDiff } from './deck-diff.ts'

const base: DiffDeck = {
  title: 'Rin fire',
  phoenixborn: { stub: 'rin-northfell', name: 'Rin Northfell' },
  dice: [
    { name: 'natural', count: 5 },
    { name: 'charm', count: 5 },
  ],
  cards: [
    { stub: 'anchornaut', name: 'Anchornaut', count: 3 },
    { stub: 'cut-the-strings', name: 'Cut the Strings', count: 2 },
  ],
  first_five: ['anchornaut', 'cut-the-strings'],
}

describe('deckDiff', () => {
  it('finds nothing between a deck and itself', () => {
    const diff = deckDiff(base, structuredClone(base))
    expect(diff.unchanged).toBe(true)
    expect(diff.added).toEqual([])
    expect(diff.removed).toEqual([])
    expect(diff.dice).toEqual([])
  })

  it('lists cards added and removed with the change of their counts', () => {
    const after = {
      ...base,
      cards: [
        { stub: 'anchornaut', name: 'Anchornaut', count: 1 },
        { stub: 'hammer-knight', name: 'Hammer Knight', count: 3 },
        { stub: 'cut-the-strings', name: 'Cut the Strings', count: 3 },
      ],
    }
    const diff = deckDiff(base, after)
    expect(diff.unchanged).toBe(false)
    expect(diff.added).toEqual([
      { stub: 'cut-the-strings', name: 'Cut the Strings', count: 1 },
      { stub: 'hammer-knight', name: 'Hammer Knight', count: 3 },
    ])
    expect(diff.removed).toEqual([{ stub: 'anchornaut', name: 'Anchornaut', count: 2 }])
  })

  it('names a card removed altogether by its name in the older version', () => {
    const diff = deckDiff(base, { ...base, cards: base.cards.slice(0, 1) })
    expect(diff.removed).toEqual([{ stub: 'cut-the-strings', name: 'Cut the Strings', count: 2 }])
  })

  it('gives each die type whose count moved, from and to, in dice order', () => {
    const after = {
      ...base,
      dice: [
        { name: 'illusion', count: 2 },
        { name: 'natural', count: 3 },
        { name: 'charm', count: 5 },
      ],
    }
    expect(deckDiff(base, after).dice).toEqual([
      { name: 'illusion', from: 0, to: 2 },
      { name: 'natural', from: 5, to: 3 },
    ])
  })

  it('tells a new title and Phoenixborn, and an empty title as none', () => {
    const after = {
      ...base,
      title: '',
      phoenixborn: { stub: 'coal-roarkwin', name: 'Coal Roarkwin' },
    }
    const diff = deckDiff(base, after)
    expect(diff.title).toEqual({ from: 'Rin fire', to: null })
    expect(diff.phoenixborn).toEqual({ from: 'Rin Northfell', to: 'Coal Roarkwin' })
    expect(deckDiff(base, base).title).toBeNull()
  })

  it('tells the First Five cards that came in and went out, named from either version', () => {
    const after = { ...base, first_five: ['anchornaut', 'hammer-knight'] }
    after.cards = [...base.cards, { stub: 'hammer-knight', name: 'Hammer Knight', count: 1 }]
    expect(deckDiff(base, after).firstFive).toEqual({
      added: [{ stub: 'hammer-knight', name: 'Hammer Knight' }],
      removed: [{ stub: 'cut-the-strings', name: 'Cut the Strings' }],
    })
  })

  it('leaves the First Five unknown when either version does not carry it', () => {
    const listing = { ...base, first_five: undefined }
    const diff = deckDiff(listing, { ...base, first_five: ['x'] })
    expect(diff.firstFive).toBeUndefined()
    expect(diff.unchanged).toBe(true)
  })
})
