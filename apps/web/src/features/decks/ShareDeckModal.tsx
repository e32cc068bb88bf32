import { deckExportText } from '@ashes/game'
import { useRef } from 'react'
import { Dialog } from '../../components/Dialog.tsx'
import { copyText } from '../../lib/clipboard.ts'
import { refusedOffline } from '../../lib/offline.ts'
import { type PlayerOptions, useOptions } from '../../lib/options-store.ts'
import { toast } from '../../lib/toast-store.ts'
import { shareUrl } from './deck-rules.ts'
import type { ShareableDeck } from './types.ts'

type ExportToggle = keyof Pick<
  PlayerOptions,
  'exportShowCardCounts' | 'exportSortByType' | 'exportShowAttribution'
>
const TOGGLES: [ExportToggle, string][] = [
  ['exportShowCardCounts', 'Card counts'],
  ['exportSortByType', 'Sort by type'],
  ['exportShowAttribution', 'Attribution'],
]

function ShareBox({ deck }: { deck: ShareableDeck }) {
  const input = useRef<HTMLInputElement>(null)
  if (!deck.direct_share_uuid) return null
  const url = shareUrl(deck.direct_share_uuid)
  const copy = async () => {
    // The link shows what the site holds, which this device cannot check offline.
    if (refusedOffline('Sharing a link')) return
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
        <p className="rounded border-2 border-warn-line bg-warn-tint px-3 py-2 text-sm">
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
  const text = deckExportText(deck, {
    showCardCounts: options.exportShowCardCounts,
    sortByType: options.exportSortByType,
    attribution: options.exportShowAttribution ? window.location.origin : null,
  })

  return (
    <Dialog title="Share and export" onClose={onClose}>
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
    </Dialog>
  )
}
