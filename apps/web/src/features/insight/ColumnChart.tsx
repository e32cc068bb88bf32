/** One column: its label and value. */
interface Bar {
  label: string
  value: number
}

const COLUMN_HEIGHT = 100

/** Vertical columns (the cost curve), one per label, with the value above and label below. */
export function ColumnChart({ bars, summary }: { bars: readonly Bar[]; summary: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value))
  const step = 40
  const height = COLUMN_HEIGHT + 40
  return (
    <svg
      role="img"
      aria-label={summary}
      viewBox={`0 0 ${Math.max(1, bars.length) * step} ${height}`}
      className="h-36 max-w-full text-stone-800"
    >
      {bars.map((bar, i) => {
        const h = (bar.value / max) * COLUMN_HEIGHT
        const x = i * step
        return (
          <g key={bar.label}>
            <rect
              x={x + 8}
              y={COLUMN_HEIGHT + 18 - h}
              width={step - 16}
              height={h}
              className="fill-chart"
            />
            <text
              x={x + step / 2}
              y={COLUMN_HEIGHT + 14 - h}
              textAnchor="middle"
              fontSize="13"
              fill="currentColor"
            >
              {bar.value}
            </text>
            <text
              x={x + step / 2}
              y={height - 6}
              textAnchor="middle"
              fontSize="13"
              fill="currentColor"
            >
              {bar.label}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
