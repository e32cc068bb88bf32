import type { MetaResponse } from '@ashes/api'

/**
 * The meta page's charts (issue 29 item 5), one source for both pages that draw them: the web
 * app's /meta/ screen and the page the server sends readers without JavaScript. Each chart is
 * bars of a share, the sentence a screen reader hears for the whole chart, and its table.
 */
export interface MetaChart {
  id: string
  heading: string
  summary: string
  bars: { label: string; share: number }[]
  /**
   * The share a full-length bar stands for: the largest of the whole page, the same for every
   * chart, so equal lengths are equal shares wherever they are (issue 50 item 17: each chart to
   * its own largest drew a 3% bar as long as a 17% one).
   */
  scale: number
  table: { columns: string[]; rows: string[][] }
}

export const META_TITLE = 'The meta'
export const META_INTRO =
  'What public decks play: each source deck counted once, by its latest public snapshot, ' +
  'preconstructed decks left out. Shares are of all the public decks counted.'

/** What the meta page says of its count: on a site with no public deck yet, that there is none. */
export const metaCountText = (totalDecks: number) =>
  totalDecks === 0
    ? 'No public decks yet: the meta counts the decks players publish.'
    : `${totalDecks} public ${totalDecks === 1 ? 'deck' : 'decks'} counted.`

/** A share as a whole percentage (0.174: "17%"). */
export const sharePercent = (share: number) => `${Math.round(share * 100)}%`

const listed = (bars: MetaChart['bars']) =>
  bars.map((bar) => `${bar.label} ${sharePercent(bar.share)}`).join(', ')

export function metaCharts(meta: MetaResponse): MetaChart[] {
  const charts = chartsOf(meta)
  const scale = Math.max(0.0001, ...charts.flatMap((chart) => chart.bars.map((bar) => bar.share)))
  return charts.map((chart) => ({ ...chart, scale }))
}

function chartsOf(meta: MetaResponse): Omit<MetaChart, 'scale'>[] {
  // Without a public deck there is nothing to chart: the count's text says so instead.
  if (meta.total_decks === 0) return []
  const latest = meta.months.at(-1)
  const charts: Omit<MetaChart, 'scale'>[] = []
  if (latest) {
    const bars = latest.phoenixborns
      .slice(0, 10)
      .map((row) => ({ label: row.phoenixborn.name, share: row.share }))
    charts.push({
      id: 'phoenixborns',
      heading: 'Phoenixborn by month',
      summary: `Share of the ${latest.decks} decks published in ${latest.month} by Phoenixborn: ${listed(bars)}.`,
      bars,
      table: {
        columns: ['Month', 'Decks', 'Phoenixborn (share of the month)'],
        rows: [...meta.months].reverse().map((month) => [
          month.month,
          String(month.decks),
          month.phoenixborns
            .slice(0, 5)
            .map((row) => `${row.phoenixborn.name} ${sharePercent(row.share)}`)
            .join(', '),
        ]),
      },
    })
  }
  const cardChart = (
    id: string,
    heading: string,
    rows: MetaResponse['cards'],
  ): Omit<MetaChart, 'scale'> => {
    const bars = rows.map((row) => ({ label: row.card.name, share: row.share }))
    return {
      id,
      heading,
      summary: `${heading}, share of ${meta.total_decks} public decks: ${listed(bars) || 'none'}.`,
      bars,
      table: {
        columns: ['Card', 'Decks', 'Share'],
        rows: rows.map((row) => [row.card.name, String(row.decks), sharePercent(row.share)]),
      },
    }
  }
  charts.push(cardChart('cards', 'Most played cards', meta.cards.slice(0, 10)))
  for (const { magic, cards } of meta.magic) {
    if (cards.length) charts.push(cardChart(`magic-${magic}`, `Most played ${magic} cards`, cards))
  }
  const dice = meta.dice.map((row) => ({
    label: row.dice.length ? row.dice.join(' + ') : 'basic only',
    share: row.share,
    decks: row.decks,
  }))
  charts.push({
    id: 'dice',
    heading: 'Dice mixes',
    summary: `Dice types decks use, share of ${meta.total_decks} public decks: ${listed(dice) || 'none'}.`,
    bars: dice,
    table: {
      columns: ['Dice', 'Decks', 'Share'],
      rows: dice.map((row) => [row.label, String(row.decks), sharePercent(row.share)]),
    },
  })
  return charts
}
