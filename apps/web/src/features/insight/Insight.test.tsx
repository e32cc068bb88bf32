import type { Card } from '@ashes/api'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { BarChart } from '../../components/BarChart.tsx'
import { ColumnChart } from './ColumnChart.tsx'
import { insightOf } from './insight.ts'
import { MagicTable, MissingMagic } from './MagicTable.tsx'
import { OddsTable } from './OddsTable.tsx'

const release = { name: 'Master Set', stub: 'master-set' }
const card = (name: string, extra: Partial<Card>): Card => ({
  name,
  stub: name.toLowerCase().replace(/ /g, '-'),
  type: 'Ally',
  release,
  ...extra,
})
const cards = new Map(
  [
    card('Aradel Summergaard', { type: 'Phoenixborn' }),
    card('Hammer Knight', {
      cost: ['[[main]]', '1 [[natural:power]]'],
      magicCost: { 'natural:power': 1 },
    }),
    card('Rose Fire Dancer', {
      cost: ['[[main]]', '2 [[charm:class]]'],
      magicCost: { 'charm:class': 2 },
    }),
  ].map((c) => [c.stub, c]),
)
const deck = {
  phoenixborn: { stub: 'aradel-summergaard', name: 'Aradel Summergaard' },
  dice: [{ name: 'natural', count: 5 }],
  cards: [
    { stub: 'hammer-knight', count: 3 },
    { stub: 'rose-fire-dancer', count: 2 },
  ],
}

describe('the deck insight panel', () => {
  afterEach(cleanup)

  it('computes statistics and odds from the loaded cards', () => {
    const { stats, odds } = insightOf(deck, cards)
    expect(stats.types).toEqual([{ type: 'Ally', count: 5 }])
    expect(stats.missing).toEqual([{ magic: 'charm', cards: ['Rose Fire Dancer'] }])
    expect(odds[0]?.odds).toBeCloseTo(1 - (5 / 6) ** 5, 12)
    expect(odds[1]?.odds).toBe(0)
  })

  it('warns of magic no die in the pool has and marks its row', () => {
    const { stats } = insightOf(deck, cards)
    render(<MissingMagic missing={stats.missing} />)
    expect(screen.getByText(/No Charm dice in the pool/).parentElement?.textContent).toBe(
      'No Charm dice in the pool, yet Rose Fire Dancer asks for Charm magic.',
    )
    render(<MagicTable stats={stats} />)
    // Charm: no dice, 2 copies of 2 class symbols in main costs (power / class), no effect costs.
    expect(screen.getByRole('row', { name: /Charm/ }).textContent).toBe('Charm00 / 4–')
  })

  it('draws charts as images whose names say every figure', () => {
    render(
      <BarChart bars={[{ label: 'Allies', value: 5, text: '5' }]} summary="Card types: 5 Allies" />,
    )
    render(<ColumnChart bars={[{ label: '1', value: 3 }]} summary="Cost curve: 3 cards at 1" />)
    expect(screen.getByRole('img', { name: 'Card types: 5 Allies' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Cost curve: 3 cards at 1' })).toBeTruthy()
  })

  it('lists each card with its chance as a percentage and says what is ignored', () => {
    const { odds } = insightOf(deck, cards)
    render(<OddsTable odds={odds} />)
    expect(screen.getByRole('row', { name: /Hammer Knight/ }).textContent).toBe(
      'Hammer Knight59.8%',
    )
    expect(screen.getByRole('row', { name: /Rose Fire Dancer/ }).textContent).toBe(
      'Rose Fire Dancer0%',
    )
    expect(screen.getByText(/ignores meditation, dice powers/)).toBeTruthy()
  })
})
