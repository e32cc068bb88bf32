import type { ComponentProps, ReactNode } from 'react'

/**
 * A figure's cell, and its column's head: numbers to the right, spaced from the cell before,
 * on one line (a head such as "Round 1" broken in two on a phone made every row taller).
 */
const FIGURE = 'whitespace-nowrap px-2 text-right last:pr-0'

/**
 * A table of figures (a deck's magic, dice odds, game record): the first column names each row,
 * the others hold its numbers, right-aligned; it scrolls sideways where the screen is narrower.
 * Rows are FigureRow, each number a Figure.
 */
export function FigureTable({
  columns,
  caption,
  captionHidden = false,
  children,
}: {
  /** The column heads: the rows' column first, then the figures'. */
  columns: readonly [string, ...string[]]
  caption?: ReactNode
  /** Only for screen readers, where the section's heading and text already say it. */
  captionHidden?: boolean
  children: ReactNode
}) {
  const [rowsHead, ...figuresHeads] = columns
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        {caption ? (
          <caption className={captionHidden ? 'sr-only' : 'text-left text-stone-600'}>
            {caption}
          </caption>
        ) : null}
        <thead>
          <tr className="border-b border-stone-300 text-left">
            <th scope="col" className="py-1 pr-2">
              {rowsHead}
            </th>
            {figuresHeads.map((head) => (
              <th key={head} scope="col" className={FIGURE}>
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

/** A row of a FigureTable: its name, then its Figures. */
export function FigureRow({
  name,
  className = '',
  children,
  ...rest
}: Omit<ComponentProps<'tr'>, 'className'> & { name: ReactNode; className?: string }) {
  return (
    <tr {...rest} className={`border-b border-stone-200 ${className}`}>
      <th scope="row" className="py-1 pr-2 text-left font-normal">
        {name}
      </th>
      {children}
    </tr>
  )
}

/** One number of a FigureRow. */
export function Figure({ className = '', children }: { className?: string; children: ReactNode }) {
  return <td className={`${FIGURE} ${className}`}>{children}</td>
}
