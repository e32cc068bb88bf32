import { type MetaChart, percent } from '@ashes/api'

const ROW = 22
const LABEL = 150
const WIDTH = 400

/**
 * A chart of the meta as our own SVG: one image whose name is the chart's summary, so a screen
 * reader hears every figure the bars show (the table below it holds them too). Its bars are to the
 * page's one scale (chart.scale), so charts side by side compare. The server draws
 * the same bars for readers without JavaScript (apps/server/src/modules/pages/meta-page.ts).
 */
export function ShareBars({ chart }: { chart: MetaChart }) {
  const space = WIDTH - LABEL - 40
  return (
    <svg
      role="img"
      aria-label={chart.summary}
      viewBox={`0 0 ${WIDTH} ${Math.max(1, chart.bars.length) * ROW}`}
      className="w-full max-w-[400px] text-stone-800"
    >
      {chart.bars.map((bar, i) => {
        const width = (bar.share / chart.scale) * space
        return (
          <g key={bar.label} transform={`translate(0 ${i * ROW})`}>
            <text
              x={LABEL - 6}
              y={ROW / 2}
              dy="0.35em"
              textAnchor="end"
              fontSize="13"
              fill="currentColor"
            >
              {bar.label}
            </text>
            <rect x={LABEL} y={3} height={ROW - 6} width={width} className="fill-chart" />
            <text x={LABEL + width + 4} y={ROW / 2} dy="0.35em" fontSize="13" fill="currentColor">
              {percent(bar.share)}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
