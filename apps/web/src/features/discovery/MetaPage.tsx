import { META_INTRO, META_TITLE, metaCharts, metaCountText } from '@ashes/site'
import { ErrorNotice } from '../../components/ErrorNotice.tsx'
import { describeError } from '../../lib/api-error.ts'
import { useMeta } from './api.ts'
import { ShareBars } from './ShareBars.tsx'

/** The meta (issue 29 item 5): each chart with its table, as the server's page draws them. */
export function MetaPage() {
  const meta = useMeta()
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold">{META_TITLE}</h1>
      <p className="max-w-prose text-stone-600">{META_INTRO}</p>
      {meta.isPending ? <p>Loading the meta...</p> : null}
      {meta.isError ? (
        <ErrorNotice message={describeError(meta.error).message} onRetry={() => meta.refetch()} />
      ) : null}
      {meta.isSuccess ? (
        <>
          <p className="text-sm">{metaCountText(meta.data.total_decks)}</p>
          <div className="grid gap-4 md:grid-cols-2">
            {metaCharts(meta.data).map((chart) => (
              <section
                key={chart.id}
                aria-labelledby={`meta-${chart.id}`}
                className="space-y-2 rounded-lg border border-stone-200 bg-raised p-4"
              >
                <h2 id={`meta-${chart.id}`} className="text-xl font-bold">
                  {chart.heading}
                </h2>
                <ShareBars chart={chart} />
                <table className="text-sm">
                  <caption className="sr-only">{chart.heading}</caption>
                  <thead>
                    <tr>
                      {chart.table.columns.map((column) => (
                        <th key={column} scope="col" className="px-2 py-1 text-left">
                          {column}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {chart.table.rows.map((row) => (
                      <tr key={row[0]}>
                        {row.map((cell, i) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells never move
                          <td key={i} className="px-2 py-1">
                            {cell}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            ))}
          </div>
        </>
      ) : null}
    </div>
  )
}
