/**
 * Horizontal bar charts as our own SVG, one geometry for every one of them: the web app's
 * (components/BarChart.tsx: a deck's card types, the meta's charts, which the server renders
 * too for readers without JavaScript), so they draw alike.
 */

/** A bar: its label, its value, and the figure written after it. */
export interface ChartBar {
  label: string
  value: number
  text: string
}

/** The chart's width, a row's height, the labels' column and the figures' font size. */
export const BAR_CHART = { width: 400, row: 22, label: 150, fontSize: 13 } as const

/** The longest bar's length: the width left by the labels and room for the figure after it. */
const BAR_SPACE = BAR_CHART.width - BAR_CHART.label - 40

/** The chart's viewBox: a row per bar (one at least, so an empty chart has a height). */
export const barChartViewBox = (bars: number) =>
  `0 0 ${BAR_CHART.width} ${Math.max(1, bars) * BAR_CHART.row}`

/**
 * Where each bar is drawn: its row's offset, its length (its value over `scale`, the value a
 * full-length bar stands for) and where its figure starts.
 */
export function barChartRows(bars: readonly ChartBar[], scale: number) {
  return bars.map((bar, index) => {
    const width = (bar.value / scale) * BAR_SPACE
    return { ...bar, y: index * BAR_CHART.row, width, textX: BAR_CHART.label + width + 4 }
  })
}
