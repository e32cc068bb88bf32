import { deckExportText, type ExportDeck } from '@ashes/game'
import { useEffect, useId, useRef } from 'react'
import { Icon } from '../../components/Icon.tsx'
import { type PlayerOptions, useOptions } from '../../lib/options-store.ts'
import { toast } from '../../lib/toast-store.ts'
import { shareUrl } from './deck-rules.ts'

export interface ShareableDeck extends ExportDeck {
  direct_share_uuid?: string | null
  is_snapshot?: boolean
  is_public?: boolean
}

type ExportToggle = keyof Pick<
  PlayerOptions,
  'exportShowCardCounts' | 'exportSortByType' | 'exportShowAttribution'
>
const TOGGLES: [ExportToggle, string][] = [
  ['exportShowCardCounts', 'Card counts'],
  ['exportSortByType', 'Sort by type'],
  ['exportShowAttribution', 'Attribution'],
]

async function copyText(text: string, input: HTMLInputElement | null) {
  try {
    await navigator.clipboard.writeText(text)
  } catch {
    // No clipboard API (or no permission): copy the selected field the old way.
    input?.select()
    document.execCommand('copy')
  }
}

function ShareBox({ deck }: { deck: ShareableDeck }) {
  const input = useRef<HTMLInputElement>(null)
  if (!deck.direct_share_uuid) return null
  const url = shareUrl(deck.direct_share_uuid)
  const copy = async () => {
    await copyText(url, input.current)
    toast.success('Share URL copied!')
  }
  return (
    <div className="space-y-2 border-b border-stone-200 pb-4">
      {deck.is_snapshot ? (
        <p className="text-sm">
          Use this link to {deck.is_public ? '' : 'privately share your deck or '}import in Ashteki
          or Tabletop Simulator.
        </p>
      ) : (
        <p className="rounded border-2 border-orange-400 bg-amber-50 px-3 py-2 text-sm">
          <strong>Warning:</strong> anyone with this link can see the most recent saved copy of your
          deck!
        </p>
      )}
      <div className="flex gap-1">
        <label className="sr-only" htmlFor="share-url">
          Share URL
        </label>
        <input
          ref={input}
          id="share-url"
          className="field text-sm"
          value={url}
          readOnly
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="btn" onClick={() => void copy()}>
          Copy
        </button>
      </div>
    </div>
  )
}

/** Share and export (ui-behaviour §7): the share URL and the deck as text, three toggles. */
export default function ShareDeckModal({
  deck,
  onClose,
}: {
  deck: ShareableDeck
  onClose: () => void
}) {
  const options = useOptions()
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)
  const close = useRef(onClose)
  close.current = onClose
  const text = deckExportText(deck, {
    showCardCounts: options.exportShowCardCounts,
    sortByType: options.exportSortByType,
    attribution: options.exportShowAttribution ? window.location.origin : null,
  })

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    panel.current?.querySelector('textarea')?.focus()
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close.current()
    window.addEventListener('keydown', onKey)
    return () => {
      window.removeEventListener('keydown', onKey)
      opener?.focus()
    }
  }, [])

  return (
    <div className="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-black/40 p-4 pt-16">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="w-full max-w-md space-y-4 rounded-lg bg-white p-5 shadow-xl"
      >
        <div className="flex items-center justify-between">
          <h2 id={titleId} className="text-lg font-bold">
            Share and export
          </h2>
          <button type="button" className="btn px-2" onClick={onClose} aria-label="Close">
            <Icon name="close" />
          </button>
        </div>
        <ShareBox deck={deck} />
        <label className="block">
          <span className="sr-only">Deck as text</span>
          <textarea
            className="field h-48 font-mono text-xs"
            value={text}
            readOnly
            onFocus={(event) => event.target.select()}
          />
        </label>
        <fieldset className="grid grid-cols-2 gap-2 text-sm">
          <legend className="sr-only">Export options</legend>
          {TOGGLES.map(([key, label]) => (
            <label key={key} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={options[key]}
                onChange={(event) => options.setOption(key, event.target.checked)}
              />
              {label}
            </label>
          ))}
        </fieldset>
      </div>
    </div>
  )
}
