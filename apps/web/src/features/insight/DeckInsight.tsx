import { pluralTypeName } from '@ashes/game'
import { useMemo } from 'react'
import { BarChart } from '../../components/BarChart.tsx'
import { CardLink } from '../../components/cards/CardLink.tsx'
import { ErrorNotice } from '../../components/ErrorNotice.tsx'
import { countOf } from '../../lib/grammar.ts'
import { ColumnChart } from './ColumnChart.tsx'
import { InsightLoading } from './InsightLoading.tsx'
import { type InsightDeck, insightOf, insightStubs } from './insight.ts'
import { MagicTable, MissingMagic } from './MagicTable.tsx'
import { OddsTable } from './OddsTable.tsx'
import { useDeckCards } from './useDeckCards.ts'

type Named = { name: string; stub: string; count: number }

function CardCounts({ title, cards, legacy }: { title: string; cards: Named[]; legacy: boolean }) {
  return (
    <section className="space-y-1">
      <h3 className="font-bold">{title}</h3>
      {cards.length ? (
        <ul className="text-sm">
          {cards.map((card) => (
            <li key={card.stub}>
              {card.count} × <CardLink stub={card.stub} name={card.name} legacy={legacy} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-600">None.</p>
      )}
    </section>
  )
}

/** The statistics panel (issue 17 items 1 and 2): recomputed from the deck on every change. */
export default function DeckInsight({ deck, compact }: { deck: InsightDeck; compact: boolean }) {
  const legacy = deck.is_legacy === true
  const loaded = useDeckCards(insightStubs(deck), legacy)
  const insight = useMemo(() => insightOf(deck, loaded.cards), [deck, loaded.cards])
  if (loaded.error)
    return (
      <ErrorNotice
        message="The cards of this deck could not be loaded for its statistics."
        onRetry={loaded.retry}
      />
    )
  if (deck.cards.length === 0)
    return <p className="text-stone-600">Add cards to see the deck's statistics.</p>
  if (loaded.pending) return <InsightLoading compact={compact} />
  const { stats, odds } = insight
  const types = stats.types.map((t) => ({
    label: pluralTypeName(t.type),
    value: t.count,
    text: String(t.count),
  }))
  const curve = stats.curve.map((c) => ({ label: String(c.dice), value: c.count }))
  const Heading = compact ? 'h3' : 'h2'
  return (
    <section aria-labelledby="insight-heading" className="space-y-4" data-testid="deck-insight">
      <Heading id="insight-heading" className={compact ? 'font-bold' : 'text-lg font-bold'}>
        Statistics
      </Heading>
      <MissingMagic missing={stats.missing} />
      <div className={compact ? 'space-y-4' : 'grid gap-4 md:grid-cols-2'}>
        <section className="space-y-1">
          <h3 className="font-bold">Card types</h3>
          <BarChart
            bars={types}
            summary={`Card types: ${types.map((t) => `${t.value} ${t.label}`).join(', ')}`}
          />
        </section>
        <section className="space-y-1">
          <h3 className="font-bold">Cost curve</h3>
          <p className="text-sm text-stone-600">Cards by the number of dice in their main cost</p>
          <ColumnChart
            bars={curve}
            summary={`Cost curve, cards by dice in their main cost: ${curve
              .map((c) => `${countOf(c.value, 'card')} at ${c.label}`)
              .join(', ')}`}
          />
        </section>
      </div>
      <section className="space-y-1">
        <h3 className="font-bold">Magic</h3>
        <MagicTable stats={stats} />
      </section>
      <div className={compact ? 'space-y-4' : 'grid gap-4 md:grid-cols-2'}>
        <CardCounts title="Conjurations" cards={stats.conjurations} legacy={legacy} />
        <CardCounts title="Unique cards" cards={stats.uniques} legacy={legacy} />
      </div>
      <OddsTable odds={odds} />
    </section>
  )
}
