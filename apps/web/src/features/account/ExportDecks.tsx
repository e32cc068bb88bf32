import { useId, useRef, useState } from 'react'
import { ErrorNotice } from '../../components/ErrorNotice.tsx'
import { ApiError } from '../../lib/api-error.ts'
import { copyText } from '../../lib/clipboard.ts'
import { toast } from '../../lib/toast-store.ts'
import { useExportToken } from './api.ts'

/** The import screen's path on the other site (SPEC §2 route /players/me/import/{token}/). */
const importPath = (token: string) => `/players/me/import/${token}/`

function TokenBox({ token }: { token: string }) {
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  const copy = async () => {
    await copyText(token, input.current)
    toast.success('Export token copied!')
  }
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        Export token
      </label>
      <div className="flex gap-1">
        <input
          ref={input}
          id={id}
          className="field font-mono text-sm"
          value={token}
          readOnly
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="btn min-h-11" onClick={() => void copy()}>
          Copy
        </button>
      </div>
      <p className="text-sm">
        The other site's import page for it:{' '}
        <code className="break-all rounded bg-stone-100 px-1">{importPath(token)}</code>
      </p>
    </div>
  )
}

/** "Export decks to another site": the export token and how another site uses it (api-decks 4.11). */
export function ExportDecks() {
  const headingId = useId()
  const [wanted, setWanted] = useState(false)
  const exportToken = useExportToken(wanted)
  // A 400 is the server saying this site allows no exports (ALLOW_EXPORTS): final, no retry.
  const refused =
    exportToken.error instanceof ApiError && exportToken.error.status === 400
      ? String(exportToken.error.detail ?? 'Deck exports are disallowed for this site.')
      : null
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold">
        Export decks to another site
      </h2>
      <p className="text-sm">
        Another deckbuilder site can copy your decks from this one (all but legacy decks, private
        ones included):
      </p>
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>Show your export token here and copy it.</li>
        <li>
          Log in on the other site and open its import page with your token:{' '}
          <code className="rounded bg-stone-100 px-1">/players/me/import/your-token/</code>. That
          site must be set up to import from{' '}
          <code className="rounded bg-stone-100 px-1">{window.location.origin}</code>.
        </li>
        <li>Decks you change here afterwards are copied again by its next import.</li>
      </ol>
      <p className="text-sm">Keep the token to yourself: anyone who has it can copy your decks.</p>
      {exportToken.data ? <TokenBox token={exportToken.data.export_token} /> : null}
      {refused ? (
        <p role="status" className="rounded border border-stone-300 bg-stone-50 p-3 text-sm">
          {refused}
        </p>
      ) : null}
      {exportToken.isError && !refused ? (
        <ErrorNotice
          message="Unable to load export token; please report this!"
          onRetry={() => void exportToken.refetch()}
        />
      ) : null}
      {!wanted ? (
        <button type="button" className="btn min-h-11" onClick={() => setWanted(true)}>
          Show export token
        </button>
      ) : exportToken.isPending ? (
        <p role="status">Loading export token...</p>
      ) : null}
    </section>
  )
}
