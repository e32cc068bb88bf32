/** One bar: its label and value. */
export interface Bar {
  label: string
  value: number
}

const ROW = 22
const LABEL_WIDTH = 150
const WIDTH = 400

/**
 * Horizontal bars drawn as our own SVG. Screen readers get the whole chart as one image whose
 * name is `summary`, so every figure the bars show must also be in it.
 */
export function BarChart({ bars, summary }: { bars: readonly Bar[]; summary: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value))
  const barSpace = WIDTH - LABEL_WIDTH - 30
  return (
    <svg
      role="img"
      aria-label={summary}
      viewBox={`0 0 ${WIDTH} ${bars.length * ROW}`}
      className="w-full max-w-[400px] text-stone-800"
    >
      {bars.map((bar, i) => (
        <g key={bar.label} transform={`translate(0 ${i * ROW})`}>
          <text
            x={LABEL_WIDTH - 6}
            y={ROW / 2}
            dy="0.35em"
            textAnchor="end"
            fontSize="13"
            fill="currentColor"
          >
            {bar.label}
          </text>
          <rect
            x={LABEL_WIDTH}
            y={3}
            height={ROW - 6}
            width={(bar.value / max) * barSpace}
            className="fill-chart"
          />
          <text
            x={LABEL_WIDTH + (bar.value / max) * barSpace + 4}
            y={ROW / 2}
            dy="0.35em"
            fontSize="13"
            fill="currentColor"
          >
            {bar.value}
          </text>
        </g>
      ))}
    </svg>
  )
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
