import { describe, expect, it } from 'vitest'
import {
  type DrawDeck,
  type DrawState,
  discardFromHand,
  drawCard,
  faceOfRoll,
  nextRound,
  startDraw,
} from './test-draw.ts'

const card = (stub: string, count: number, type = 'Action Spell') => ({
  stub,
  name: stub.toUpperCase(),
  type,
  count,
})
const deck: DrawDeck = {
  cards: [
    card('a', 3),
    card('b', 3),
    card('c', 3),
    card('d', 3),
    card('e', 3),
    card('f', 3),
    card('g', 3),
    card('h', 3),
    card('i', 3),
    card('j', 3),
    // A deck entry of the Phoenixborn or a conjuration never reaches the draw pile.
    card('pb', 1, 'Phoenixborn'),
    card('conj', 2, 'Conjuration'),
    card('alt', 1, 'Conjured Alteration Spell'),
  ],
  dice: [
    { name: 'natural', count: 5 },
    { name: 'charm', count: 5 },
  ],
  first_five: [],
}
const stubs = (cards: readonly { stub: string }[]) => cards.map((c) => c.stub)
const total = (state: DrawState) => state.hand.length + state.pile.length + state.discard.length

describe('faceOfRoll', () => {
  it('gives power on 1 of 6, class on 2 of 6 and basic on 3 of 6', () => {
    const faces = [0, 1, 2, 3, 4, 5].map((n) => faceOfRoll((n + 0.5) / 6))
    expect(faces).toEqual(['power', 'class', 'class', 'basic', 'basic', 'basic'])
  })
})

describe('startDraw', () => {
  it('deals the same hand and dice for the same seed, another for another seed', () => {
    const one = startDraw(deck, 'seed-1')
    expect(startDraw(deck, 'seed-1')).toEqual(one)
    const others = ['seed-2', 'seed-3', 'seed-4'].map((seed) => startDraw(deck, seed))
    expect(others.every((other) => stubs(other.hand).join() === stubs(one.hand).join())).toBe(false)
  })

  it('deals five of the 30 cards, leaves 25 in the pile and rolls each of the 10 dice', () => {
    const state = startDraw(deck, 'x')
    expect(state.round).toBe(1)
    expect(state.hand).toHaveLength(5)
    expect(state.pile).toHaveLength(25)
    expect(state.dice.map((die) => die.name).sort()).toEqual([
      ...Array(5).fill('charm'),
      ...Array(5).fill('natural'),
    ])
  })

  it('keeps the Phoenixborn and conjurations out of hand and pile', () => {
    for (const seed of ['1', '2', '3', '4', '5']) {
      const all = [...startDraw(deck, seed).hand, ...startDraw(deck, seed).pile]
      expect(all.filter((c) => ['pb', 'conj', 'alt'].includes(c.stub))).toEqual([])
    }
  })

  it('starts with the chosen First Five, the rest of their copies staying in the pile', () => {
    const chosen = { ...deck, first_five: ['j', 'i', 'h', 'g', 'f'] }
    for (const seed of ['1', '2', '3']) {
      const state = startDraw(chosen, seed)
      expect(stubs(state.hand)).toEqual(['j', 'i', 'h', 'g', 'f'])
      expect(stubs(state.pile).filter((s) => s === 'j')).toEqual(['j', 'j'])
      expect(state.pile).toHaveLength(25)
    }
  })

  it('tops a First Five of fewer than five cards up from the shuffled deck', () => {
    const state = startDraw({ ...deck, first_five: ['a', 'missing'] }, 'q')
    expect(state.hand).toHaveLength(5)
    expect(state.hand[0]?.stub).toBe('a')
    expect(total(state)).toBe(30)
  })

  it('deals what there is from a deck of fewer than five cards', () => {
    const state = startDraw({ cards: [card('a', 2)], dice: [], first_five: [] }, 's')
    expect(stubs(state.hand)).toEqual(['a', 'a'])
    expect(state.dice).toEqual([])
  })
})

describe('drawing and rounds', () => {
  it('"Draw" takes the top card of the pile into the hand', () => {
    const start = startDraw(deck, 'd')
    const drawn = drawCard(start)
    expect(drawn.hand).toEqual([...start.hand, start.pile[0]])
    expect(drawn.pile).toEqual(start.pile.slice(1))
    expect(drawn.dice).toEqual(start.dice)
  })

  it('draws nothing from an empty pile', () => {
    let state = startDraw(deck, 'e')
    for (let i = 0; i < 40; i++) state = drawCard(state)
    expect(state.hand).toHaveLength(30)
    expect(drawCard(state)).toBe(state)
  })

  it('"Next round" fills the hand up to five and rolls again; counts are conserved', () => {
    let state = startDraw(deck, 'r')
    state = discardFromHand(discardFromHand(state, 0), 0)
    expect(state.hand).toHaveLength(3)
    expect(state.discard).toHaveLength(2)
    const next = nextRound(state)
    expect(next.round).toBe(2)
    expect(next.hand).toHaveLength(5)
    expect(next.hand.slice(3)).toEqual(state.pile.slice(0, 2))
    expect(next.dice).not.toEqual(state.dice)
    expect(total(next)).toBe(30)
  })

  it('a hand already at five or more draws nothing at the next round', () => {
    const state = drawCard(startDraw(deck, 'n'))
    expect(nextRound(state).hand).toEqual(state.hand)
  })

  it('replays the same rounds for the same seed', () => {
    const play = () => nextRound(nextRound(drawCard(startDraw(deck, 'replay'))))
    expect(play()).toEqual(play())
  })
})
