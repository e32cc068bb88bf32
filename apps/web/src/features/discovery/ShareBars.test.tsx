import type { MetaResponse } from '@ashes/api'
import { metaCharts } from '@ashes/site'
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ShareBars } from './ShareBars.tsx'

const card = (name: string, share: number) => ({
  card: { stub: name.toLowerCase(), name, type: 'Ally' },
  decks: Math.round(share * 100),
  share,
})

/** The meta of 100 decks: a natural card in 17% of them, the only astral one in 3%. */
const meta: MetaResponse = {
  total_decks: 100,
  months: [
    {
      month: '2026-11',
      decks: 40,
      phoenixborns: [
        {
          phoenixborn: { stub: 'aradel', name: 'Aradel', type: 'Phoenixborn' },
          decks: 10,
          share: 0.25,
        },
      ],
    },
  ],
  cards: [card('Anchornaut', 0.5), card('Hammer Knight', 0.2)],
  magic: [
    { magic: 'natural', cards: [card('Hammer Knight', 0.17)] },
    { magic: 'astral', cards: [card('Mist Spirit', 0.03)] },
  ],
  dice: [{ dice: ['natural'], decks: 12, share: 0.12 }],
}

/** Each bar's drawn length, by its label. */
function barLengths(chartId: string): Record<string, number> {
  const chart = metaCharts(meta).find((found) => found.id === chartId)
  if (!chart) throw new Error(chartId)
  const { container } = render(<ShareBars chart={chart} />)
  const lengths = [...container.querySelectorAll('g')].map((row) => [
    row.querySelector('text')?.textContent ?? '',
    Number(row.querySelector('rect')?.getAttribute('width')),
  ])
  cleanup()
  return Object.fromEntries(lengths)
}

describe('the meta charts (issue 50 item 17)', () => {
  afterEach(cleanup)

  it('draw every bar of the page to one scale: a 3% bar is 3/17 of a 17% one, in any chart', () => {
    const natural = barLengths('magic-natural')['Hammer Knight'] ?? 0
    const astral = barLengths('magic-astral')['Mist Spirit'] ?? 0
    const cards = barLengths('cards')
    expect(astral / natural).toBeCloseTo(3 / 17, 5)
    // The longest bar of the page, the most played card, is the only one to reach the end.
    expect(natural / (cards.Anchornaut ?? 0)).toBeCloseTo(0.17 / 0.5, 5)
    expect(cards['Hammer Knight']).toBeCloseTo(natural * (0.2 / 0.17), 5)
    expect(barLengths('phoenixborns').Aradel).toBeCloseTo((cards.Anchornaut ?? 0) / 2, 5)
    expect(barLengths('dice').natural).toBeCloseTo(((cards.Anchornaut ?? 0) * 0.12) / 0.5, 5)
  })
})
