import { useId, useState } from 'react'
import { Dialog } from '../../../components/Dialog.tsx'
import { ErrorNotice } from '../../../components/ErrorNotice.tsx'
import { withQuery } from '../../../lib/api.ts'
import { useAuth } from '../../../lib/auth-store.ts'
import { toast } from '../../../lib/toast-store.ts'

export type ProxyPaper = 'a4' | 'letter'

/** Where Letter paper is the norm; everywhere else prints on A4. */
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'PR'])

/** The paper a player's browser language suggests: Letter for en-US and its neighbours. */
export function defaultPaper(languages: readonly string[]): ProxyPaper {
  const [first = ''] = languages
  let region: string | undefined
  try {
    region = new Intl.Locale(first).maximize().region
  } catch {
    region = undefined
  }
  return region && LETTER_REGIONS.has(region) ? 'letter' : 'a4'
}

/** The PDF's file name from the API's Content-Disposition, or a plain one. */
function fileNameOf(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'proxies.pdf'
}

/** The server's reason for a refusal, else a generic one. */
async function failure(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { detail?: unknown }
    if (typeof body.detail === 'string') return body.detail
  } catch {
    // not JSON: the generic message below
  }
  return `Unable to make the proxies PDF (error ${response.status}).`
}

/**
 * Fetches the PDF with the player's token (a private deck needs it, so a plain link would not
 * do) and saves it under the API's file name.
 */
async function downloadProxies(path: string): Promise<void> {
  const token = useAuth.getState().token
  let response: Response
  try {
    response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
  } catch {
    throw new Error('Network Error: the proxies PDF could not be fetched.')
  }
  if (!response.ok) throw new Error(await failure(response))
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = fileNameOf(response.headers.get('content-disposition'))
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file once the click is handled; a minute is ample.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

export default function PrintProxiesDialog({
  deckId,
  saved,
  onClose,
}: {
  deckId: number
  saved: boolean
  onClose: () => void
}) {
  const [paper, setPaper] = useState<ProxyPaper>(() => defaultPaper(navigator.languages ?? []))
  const [conjurations, setConjurations] = useState(false)
  const [state, setState] = useState<'idle' | 'busy' | { error: string }>('idle')
  const hintId = useId()
  const path = withQuery(`/v2/decks/${deckId}/proxies.pdf`, {
    paper,
    conjurations,
    show_saved: saved,
  })
  const download = async () => {
    setState('busy')
    try {
      await downloadProxies(path)
      setState('idle')
      toast.success('Proxies PDF downloaded.')
      onClose()
    } catch (error) {
      setState({ error: error instanceof Error ? error.message : String(error) })
    }
  }
  return (
    <Dialog title="Print proxies" onClose={onClose}>
      <p id={hintId} className="text-sm">
        One proxy per copy at true card size (63 × 88 mm), nine to a page with cut marks. Print at
        actual size (100%).
      </p>
      <fieldset className="space-y-1">
        <legend className="font-medium">Paper</legend>
        {(
          [
            ['a4', 'A4'],
            ['letter', 'Letter'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="proxy-paper"
              value={value}
              checked={paper === value}
              onChange={() => setPaper(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          checked={conjurations}
          onChange={(event) => setConjurations(event.target.checked)}
        />
        Include conjurations
      </label>
      {typeof state === 'object' ? (
        <ErrorNotice message={state.error} onRetry={() => void download()} />
      ) : null}
      <button
        type="button"
        className="btn btn-primary min-h-11 w-full"
        aria-describedby={hintId}
        disabled={state === 'busy'}
        onClick={() => void download()}
      >
        {state === 'busy' ? 'Preparing PDF...' : 'Download PDF'}
      </button>
    </Dialog>
  )
}
