import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { Icon } from '../../components/Icon.tsx'
import { countOf } from '../../lib/grammar.ts'
import { loadShareDeckModal } from '../decks/index.ts'
import { PlayedWithPreviews } from '../discovery/index.ts'
import { ActionsMenu, type BuilderModal } from './ActionsMenu.tsx'
import { useAfterFirstFrame } from './after-first-frame.ts'
import { BuilderFirstFive } from './BuilderFirstFive.tsx'
import { BuilderInsight } from './BuilderInsight.tsx'
import { BuilderSuggestions } from './BuilderSuggestions.tsx'
import { BuilderTestDraw } from './BuilderTestDraw.tsx'
import { ConflictDialog } from './ConflictDialog.tsx'
import { exitBuilder, setPaneOpen } from './commands.ts'
import { DeckSections } from './DeckSections.tsx'
import { DescriptionEditor } from './DescriptionEditor.tsx'
import { DiceCounters } from './DiceCounters.tsx'
import { takeNewestIfRestored } from './newest.ts'
import { PhoenixbornChooser } from './PhoenixbornChooser.tsx'
import { SaveStatusButton } from './SaveStatusButton.tsx'
import { saveIfDirty } from './save.ts'
import { useBuilder } from './state.ts'
import { TitleField } from './TitleField.tsx'
import { useScrollLock } from './useScrollLock.ts'
import { useShareableDeck } from './useShareableDeck.ts'

const PreviewModal = lazy(() => import('./PreviewModal.tsx'))
const SnapshotModal = lazy(() => import('./SnapshotModal.tsx'))
const ShareDeckModal = lazy(loadShareDeckModal)

function Modals({ modal, onClose }: { modal: BuilderModal | null; onClose: () => void }) {
  const share = useShareableDeck(modal === 'share')
  if (!modal) return null
  return (
    <Suspense fallback={null}>
      {modal === 'preview' ? <PreviewModal onClose={onClose} /> : null}
      {modal === 'snapshot' || modal === 'publish' ? (
        <SnapshotModal kind={modal} onClose={onClose} />
      ) : null}
      {modal === 'share' && share ? <ShareDeckModal deck={share} onClose={onClose} /> : null}
    </Suspense>
  )
}

/**
 * A part of the pane that a card added leaves as it is, kept from being painted again with it.
 * The pane scrolls, and Chromium paints a scroller's content as far down as it goes: each card
 * added makes that longer, and every paint layer whose paint area is the scroller's is then
 * painted again whole, a card added's frame painting the whole pane (issue 31 item 3). Inside a
 * paint-contained box, a layer's paint area is that box, which stays the same while the part
 * does: so the part is a layer (contain: content) inside such a box. `edge` keeps focus rings at
 * the part's edges visible.
 */
function RepaintScope({
  className,
  edge = false,
  children,
}: {
  className: string
  edge?: boolean
  children: ReactNode
}) {
  const clip = edge ? ' [overflow-clip-margin:0.5rem]' : ''
  return (
    <div className={`[contain:content]${clip}`}>
      <div className={`${className} [contain:content]${clip}`}>{children}</div>
    </div>
  )
}

/** The pane below the deck's kind and dice: its cards, and the tools that work on them. */
function PaneRest() {
  return (
    <PlayedWithPreviews>
      <DeckSections />
      <RepaintScope className="space-y-4" edge>
        <BuilderFirstFive />
        <BuilderInsight />
        <BuilderSuggestions />
        <BuilderTestDraw />
        <button type="button" className="btn w-full" onClick={() => void exitBuilder()}>
          Exit builder
        </button>
      </RepaintScope>
    </PlayedWithPreviews>
  )
}

/**
 * Below 1280 px, while the pane is hidden: the button that shows it, with the deck's card count.
 * The count is read here, not by the pane: each card added would render the whole pane again.
 */
function ShowPaneButton() {
  const cards = useBuilder((state) =>
    state.deck.cards.reduce((total, card) => total + card.count, 0),
  )
  return (
    <button
      type="button"
      className="fixed right-0 bottom-6 z-30 flex items-center gap-1 rounded-l-lg bg-sky-700 px-3 py-2 text-sm font-semibold text-white shadow-lg xl:hidden"
      aria-controls="builder-pane"
      aria-expanded="false"
      aria-label={`Show deck builder, ${countOf(cards, 'card')}`}
      onClick={() => setPaneOpen(true)}
    >
      <Icon name="chevron" className="size-4 rotate-90" />
      Show deck builder
      <span className="rounded bg-white/20 px-1 text-xs">{cards}</span>
    </button>
  )
}

/**
 * The deck builder side pane (SPEC §2): a column at ≥1280 px, a pane sliding in from the right
 * below that, where a floating button (with the deck's card count) is its one toggle: the
 * header's shows at ≥1280 px only. Its contents stay mounted while hidden, so it slides rather
 * than flashes. Its size never depends on its contents, so it is fully contained
 * (`contain: strict`): an edit lays out and repaints the pane alone, never the page beside it.
 * Its first frame holds what a player reaches first (title, description, Phoenixborn); the dice,
 * the cards and the tools follow a frame later: all at once kept the pane from a player on a
 * throttled phone for twice as long (issue 26 item 6, bench/builder-open.ts).
 */
export default function BuilderPane() {
  const open = useBuilder((state) => state.paneOpen)
  const [modal, setModal] = useState<BuilderModal | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const rest = useAfterFirstFrame('in view')

  // An edit left unsaved (a failed save, or one made just before a reload) is saved again; a
  // deck left without one is brought up to its newest revision (another device saved it since).
  useEffect(() => {
    saveIfDirty()
    takeNewestIfRestored()
  }, [])
  useScrollLock(open)

  useEffect(() => {
    if (!open) return
    const narrow = !window.matchMedia('(min-width: 80rem)').matches
    if (narrow) heading.current?.focus()
    // A dialog over the pane (the shortcut list, First Five, a test draw) takes its own Escape:
    // one press closes one layer.
    const onKey = (event: KeyboardEvent) => {
      const dialogOpen = modal !== null || document.querySelector('[aria-modal="true"]') !== null
      if (event.key === 'Escape' && narrow && !dialogOpen) setPaneOpen(false)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open, modal])

  return (
    <>
      {open ? (
        <div
          className="fixed inset-0 z-30 bg-black/30 xl:hidden"
          aria-hidden="true"
          onClick={() => setPaneOpen(false)}
        />
      ) : null}
      {/* At ≥1280 px the flex item is this wrapper, not the pane: a flex item is never a
          layout root in Chromium, so as one the pane's edits laid out the whole document. */}
      <div className={open ? 'xl:w-1/3 xl:max-w-md xl:shrink-0' : undefined}>
        <aside
          id="builder-pane"
          aria-labelledby="builder-heading"
          className={`fixed inset-y-0 right-0 z-40 [contain:strict] w-[min(24rem,calc(100vw-2.5rem))] overflow-y-auto overscroll-contain border-l border-stone-300 bg-stone-50 p-3 shadow-xl transition-[translate,visibility] duration-200 motion-reduce:transition-none xl:sticky xl:top-0 xl:z-auto xl:h-screen xl:w-full xl:shadow-none ${
            open ? 'visible translate-x-0' : 'invisible translate-x-full xl:hidden'
          }`}
        >
          <div className="space-y-4">
            {/* Its own paint scope: adding a card repaints the card list below, not this. */}
            <RepaintScope className="space-y-4" edge>
              <div className="flex items-center justify-between">
                <h2 id="builder-heading" ref={heading} tabIndex={-1} className="font-bold">
                  Deck builder
                </h2>
                <button
                  type="button"
                  className="btn px-2"
                  aria-label="Hide the deck builder"
                  onClick={() => setPaneOpen(false)}
                >
                  <Icon name="close" />
                </button>
              </div>
              <div className="flex items-center gap-2">
                <TitleField />
                <SaveStatusButton />
                <ActionsMenu onOpen={setModal} />
              </div>
              <DescriptionEditor />
              <PhoenixbornChooser />
              {rest ? <DiceCounters /> : null}
            </RepaintScope>
            {/* A frame later: its first frame shows the pane sooner (useAfterFirstFrame). */}
            {rest ? <PaneRest /> : null}
          </div>
        </aside>
      </div>
      {!open ? <ShowPaneButton /> : null}
      <Modals modal={modal} onClose={() => setModal(null)} />
      <ConflictDialog />
    </>
  )
}
