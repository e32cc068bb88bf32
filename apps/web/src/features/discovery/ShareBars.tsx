import { type MetaChart, sharePercent } from '@ashes/site'
import { BarChart } from '../../components/BarChart.tsx'

/**
 * A chart of the meta: its bars are shares, each written as a percentage, to the page's one
 * scale (chart.scale), so charts side by side compare. The server draws the same bars for
 * readers without JavaScript (apps/server/src/modules/pages/meta-page.ts).
 */
export function ShareBars({ chart }: { chart: MetaChart }) {
  const bars = chart.bars.map((bar) => ({
    label: bar.label,
    value: bar.share,
    text: sharePercent(bar.share),
  }))
  return <BarChart bars={bars} scale={chart.scale} summary={chart.summary} />
}
