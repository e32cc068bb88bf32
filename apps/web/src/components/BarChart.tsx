import { BAR_CHART, barChartRows, barChartViewBox, type ChartBar } from '@ashes/site'

/**
 * Horizontal bars as our own SVG (@ashes/site's geometry, which the server's meta page draws
 * too). Screen readers get the whole chart as one image whose name is `summary`, so every figure
 * the bars show must also be in it. `scale` is the value of a full-length bar: the largest bar's
 * unless charts side by side share one, so equal lengths are equal values in all of them.
 */
export function BarChart({
  bars,
  summary,
  scale = Math.max(1, ...bars.map((bar) => bar.value)),
}: {
  bars: readonly ChartBar[]
  summary: string
  scale?: number
}) {
  const { row, label, fontSize } = BAR_CHART
  return (
    <svg
      role="img"
      aria-label={summary}
      viewBox={barChartViewBox(bars.length)}
      className="w-full max-w-[400px] text-stone-800"
    >
      {barChartRows(bars, scale).map((bar) => (
        <g key={bar.label} transform={`translate(0 ${bar.y})`}>
          <text
            x={label - 6}
            y={row / 2}
            dy="0.35em"
            textAnchor="end"
            fontSize={fontSize}
            fill="currentColor"
          >
            {bar.label}
          </text>
          <rect x={label} y={3} height={row - 6} width={bar.width} className="fill-chart" />
          <text x={bar.textX} y={row / 2} dy="0.35em" fontSize={fontSize} fill="currentColor">
            {bar.text}
          </text>
        </g>
      ))}
    </svg>
  )
}
