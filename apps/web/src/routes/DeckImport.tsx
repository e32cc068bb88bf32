import { useState } from 'react'
import { ErrorNotice } from '../components/ErrorNotice.tsx'
import {
  type ImportProgress,
  importAllDecks,
  importErrorMessage,
  importTokenProblem,
} from '../features/decks/import-decks.ts'
import { Link, useParams, useSearchParams } from '../lib/router/index.ts'

type Step =
  | { name: 'confirm' }
  | { name: 'importing' }
  | { name: 'failed'; message: string }
  | { name: 'complete' }

const START: ImportProgress = { imported: 0, total: 0, errors: [], fromDate: undefined }

/** Import decks from the older sister site: token check, confirmation, progress, result. */
export default function DeckImport() {
  const { token = '' } = useParams()
  const [search] = useSearchParams()
  const [step, setStep] = useState<Step>({ name: 'confirm' })
  const [progress, setProgress] = useState<ImportProgress>({
    ...START,
    fromDate: search.get('from_date') || undefined,
  })
  const problem = importTokenProblem(token)

  const start = async () => {
    setStep({ name: 'importing' })
    try {
      const shareUuid = search.get('deck_share_uuid') || undefined
      await importAllDecks(token.trim(), progress, shareUuid, setProgress)
      setStep({ name: 'complete' })
    } catch (error) {
      setStep({ name: 'failed', message: importErrorMessage(error) })
    }
  }

  return (
    <section className="mx-auto max-w-xl space-y-4 py-4">
      <h1 className="text-2xl font-bold">Import decks</h1>
      {problem ? (
        <p
          role="alert"
          className="rounded border border-danger-line bg-danger-tint p-4 text-danger"
        >
          {problem}
        </p>
      ) : step.name === 'confirm' ? (
        <>
          <p>
            This copies your decks from the other site into your account here. Decks imported before
            are updated rather than duplicated.
          </p>
          <button type="button" className="btn-primary" onClick={() => void start()}>
            Import my decks
          </button>
        </>
      ) : (
        <>
          <p aria-live="polite">
            {progress.imported} of {progress.total} decks imported
          </p>
          {step.name === 'importing' ? <p>Importing...</p> : null}
          {step.name === 'failed' ? (
            <ErrorNotice message={step.message} onRetry={() => void start()} />
          ) : null}
          {/* Shown as they come, and kept when a later page fails, so no failure goes unseen. */}
          {progress.errors.length ? (
            <ul aria-label="Decks not imported" className="list-disc pl-6 text-danger">
              {progress.errors.map((error, index) => (
                // two decks can fail with one text (both untitled, say): both are listed
                // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows at its end
                <li key={index}>{error}</li>
              ))}
            </ul>
          ) : null}
          {step.name === 'complete' ? (
            <>
              <h2 className="text-xl font-bold">Import complete</h2>
              {progress.imported === 0 ? <p>No decks were imported.</p> : null}
              <Link to="/decks/mine/" className="link">
                See my decks
              </Link>
            </>
          ) : null}
        </>
      )}
    </section>
  )
}
