import { DICE } from '@ashes/game'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetBuilder } from './commands.ts'
import { DiceCounters } from './DiceCounters.tsx'
import { emptyDeck } from './deck-data.ts'
import { useBuilder } from './state.ts'

const aradel = { name: 'Aradel Summergaard', stub: 'aradel-summergaard' }

function openDeck(dice: ReturnType<typeof emptyDeck>['dice']) {
  useBuilder.setState({ enabled: true, deck: { ...emptyDeck(), phoenixborn: aradel, dice } })
}

afterEach(() => {
  cleanup()
  resetBuilder()
  vi.useRealTimers()
})

describe('the 10-slot dice row', () => {
  it('fills the slots in the order the dice were added and labels the row', () => {
    openDeck([
      { name: 'natural', count: 2 },
      { name: 'charm', count: 1 },
    ])
    render(<DiceCounters />)
    const row = screen.getByRole('list', { name: '2 Natural dice, 1 Charm dice' })
    const slots = within(row).getAllByRole('button')
    expect(slots.map((slot) => slot.getAttribute('aria-label'))).toEqual([
      'Remove one Natural die',
      'Remove one Natural die',
      'Remove one Charm die',
    ])
    // The 7 empty slots show the basic-magic glyph, hidden from assistive technology.
    expect(row.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(7)
  })

  it('says "(No dice assigned)" with no dice', () => {
    openDeck([])
    render(<DiceCounters />)
    expect(screen.getByRole('list', { name: '(No dice assigned)' })).toBeTruthy()
  })

  it('removes one die of the type of a clicked filled slot', () => {
    vi.useFakeTimers()
    openDeck([
      { name: 'natural', count: 2 },
      { name: 'charm', count: 1 },
    ])
    render(<DiceCounters />)
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove one Natural die' })[0] as Element)
    expect(useBuilder.getState().deck.dice).toEqual([
      { name: 'natural', count: 1 },
      { name: 'charm', count: 1 },
    ])
    expect(screen.getByRole('list', { name: '1 Natural dice, 1 Charm dice' })).toBeTruthy()
  })
})

describe('die counters', () => {
  it("shows each type's icon and its magic's name beside its number, the name labelling it", () => {
    openDeck([])
    render(<DiceCounters />)
    for (const die of DICE) {
      const type = die.charAt(0).toUpperCase() + die.slice(1)
      const input = screen.getByRole('spinbutton', { name: `${type} dice` }) as HTMLInputElement
      const label = input.labels?.[0]
      expect(label?.textContent, die).toBe(type)
      expect(label?.querySelector(`.icon-die.sym-${die}-power`), die).not.toBeNull()
    }
  })

  it("counts all nine dice of the game, in the game's order, astral and artifice among them", () => {
    openDeck([])
    render(<DiceCounters />)
    const names = screen.getAllByRole('spinbutton').map((input) => input.getAttribute('aria-label'))
    expect(names).toEqual(
      [
        'Ceremonial',
        'Charm',
        'Illusion',
        'Natural',
        'Divine',
        'Sympathy',
        'Time',
        'Artifice',
        'Astral',
      ].map((type) => `${type} dice`),
    )
  })

  it('changes the dice of an Ascendancy precon: 10 astral become 8 astral and 2 artifice', () => {
    vi.useFakeTimers()
    openDeck([{ name: 'astral', count: 10 }])
    render(<DiceCounters />)
    expect(screen.getByRole('spinbutton', { name: 'Astral dice' })).toHaveProperty('value', '10')
    fireEvent.click(screen.getByRole('button', { name: 'Remove an Astral die' }))
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Astral dice' }), {
      target: { value: '8' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Add an Artifice die' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add an Artifice die' }))
    expect(useBuilder.getState().deck.dice).toEqual([
      { name: 'astral', count: 8 },
      { name: 'artifice', count: 2 },
    ])
    expect(
      (screen.getByRole('button', { name: 'Add an Artifice die' }) as HTMLButtonElement).disabled,
    ).toBe(true)
  })

  it('disables the input of a type that has no dice once the 10 are full', () => {
    openDeck([
      { name: 'natural', count: 6 },
      { name: 'charm', count: 4 },
    ])
    render(<DiceCounters />)
    const input = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement
    expect(input('Time dice').disabled).toBe(true)
    expect(input('Natural dice').disabled).toBe(false)
    expect(input('Natural dice').max).toBe('6')
    expect(
      (screen.getByRole('button', { name: 'Add a Natural die' }) as HTMLButtonElement).disabled,
    ).toBe(true)
  })

  it('names each add button with the article its die needs ("an Illusion die")', () => {
    openDeck([])
    render(<DiceCounters />)
    expect(screen.getByRole('button', { name: 'Add an Illusion die' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add a Charm die' })).toBeTruthy()
  })

  it('gives each type a − and a +, named with its magic, that remove and add one die', () => {
    vi.useFakeTimers()
    openDeck([{ name: 'natural', count: 2 }])
    render(<DiceCounters />)
    for (const die of DICE) {
      const type = die.charAt(0).toUpperCase() + die.slice(1)
      const article = /^[AEIOU]/.test(type) ? 'an' : 'a'
      expect(
        screen.getByRole('button', { name: `Remove ${article} ${type} die` }),
        die,
      ).toBeTruthy()
      expect(screen.getByRole('button', { name: `Add ${article} ${type} die` }), die).toBeTruthy()
    }
    fireEvent.click(screen.getByRole('button', { name: 'Remove a Natural die' }))
    expect(useBuilder.getState().deck.dice).toEqual([{ name: 'natural', count: 1 }])
    fireEvent.click(screen.getByRole('button', { name: 'Add an Illusion die' }))
    expect(useBuilder.getState().deck.dice).toEqual([
      { name: 'natural', count: 1 },
      { name: 'illusion', count: 1 },
    ])
    expect(screen.getByRole('spinbutton', { name: 'Illusion dice' })).toHaveProperty('value', '1')
  })

  it("disables a type's − at zero and takes the last die away with it", () => {
    vi.useFakeTimers()
    openDeck([{ name: 'charm', count: 1 }])
    render(<DiceCounters />)
    const minus = (name: string) =>
      screen.getByRole('button', { name: `Remove a ${name} die` }) as HTMLButtonElement
    expect(minus('Time').disabled).toBe(true)
    fireEvent.click(minus('Charm'))
    // A die count of 0 removes that die (SPEC): the deck holds none, and the − is off.
    expect(useBuilder.getState().deck.dice).toEqual([])
    expect(minus('Charm').disabled).toBe(true)
  })

  it('keeps the 10-dice limit on +: once full, only the types held can take their dice back', () => {
    vi.useFakeTimers()
    openDeck([
      { name: 'natural', count: 6 },
      { name: 'charm', count: 4 },
    ])
    render(<DiceCounters />)
    const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement
    expect(button('Add a Time die').disabled).toBe(true)
    expect(button('Add a Charm die').disabled).toBe(true)
    fireEvent.click(button('Remove a Charm die'))
    expect(button('Add a Time die').disabled).toBe(false)
    fireEvent.click(button('Add a Time die'))
    expect(useBuilder.getState().deck.dice).toEqual([
      { name: 'natural', count: 6 },
      { name: 'charm', count: 3 },
      { name: 'time', count: 1 },
    ])
    expect(button('Add a Charm die').disabled).toBe(true)
  })

  it('enables every input again when a die is removed', () => {
    vi.useFakeTimers()
    openDeck([{ name: 'natural', count: 10 }])
    render(<DiceCounters />)
    const time = screen.getByRole('spinbutton', { name: 'Time dice' }) as HTMLInputElement
    expect(time.disabled).toBe(true)
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Natural dice' }), {
      target: { value: '9' },
    })
    expect(time.disabled).toBe(false)
    expect(time.max).toBe('1')
  })
})
