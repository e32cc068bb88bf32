import { deckDisplayTitle } from '@ashes/game'
import { useEffect } from 'react'
import { PlayerBadge } from '../components/PlayerBadge.tsx'
import { sharedDeckQuery, useSharedDeck } from '../features/decks/api.ts'
import { DeckContents } from '../features/decks/DeckContents.tsx'
import { DeckDescription } from '../features/decks/DeckDescription.tsx'
import { CloneButtons } from '../features/decks/details/CloneButtons.tsx'
import { DeckLoadError } from '../features/decks/details/DeckLoadError.tsx'
import { FirstFiveSlot } from '../features/first-five/index.ts'
import { DeckInsightSlot } from '../features/insight/index.ts'
import { BuyButton } from '../features/store/BuyButton.tsx'
import { TestDraw } from '../features/test-draw/index.ts'
import { ApiError, describeError } from '../lib/api-error.ts'
import { useNavigate, useParams } from '../lib/router/index.ts'
import type { ScreenData } from '../lib/screen-data.ts'
import { usePageTitle } from '../lib/title.ts'
import { toast } from '../lib/toast-store.ts'

/** The shared deck; its insight and First Five wait to come into view and ask for their own. */
const serverData: ScreenData = (client, { params }) =>
  client.prefetchQuery(sharedDeckQuery(params.uuid ?? ''))

/** Fetched by the server's render only (lib/screen-data.ts): the browser's build leaves it out. */
export const screenData = import.meta.env.SSR ? serverData : undefined

/** A deck opened through its share link (SPEC §2 "Shared deck"). */
export default function DeckShared() {
  const { uuid = '' } = useParams()
  const shared = useSharedDeck(uuid)
  const navigate = useNavigate()
  const deck = shared.data
  usePageTitle(deck ? `Shared: ${deckDisplayTitle(deck)}` : undefined)
  // A share id that is not a UUID names no deck: its validator text means nothing to a visitor.
  const malformed = shared.error instanceof ApiError && shared.error.status === 422

  // The shared error handler tells what went wrong, then the visitor goes home.
  useEffect(() => {
    if (!shared.isError || malformed) return
    const { message, items } = describeError(shared.error)
    toast.error(message, items)
    navigate('/', { replace: true })
  }, [shared.isError, shared.error, malformed, navigate])

  if (malformed) return <DeckLoadError error={shared.error} onRetry={() => shared.refetch()} />
  if (!deck) return <p className="py-8">Loading deck...</p>
  return (
    <article className="space-y-4">
      <h1 className={`text-3xl wrap-anywhere ${deck.title ? 'font-bold' : 'italic'}`}>
        {deckDisplayTitle(deck)}
      </h1>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <aside className="space-y-3 lg:order-2">
          <p className="rounded border-2 border-warn-line bg-warn-tint px-4 py-2">
            <strong>
              This deck has been shared with you by <PlayerBadge user={deck.user} />.
            </strong>{' '}
            {deck.is_public ? null : 'Please do not post this link publicly.'}
          </p>
          <BuyButton deck={deck} />
          <TestDraw deck={deck} />
          <CloneButtons deck={deck} directShareUuid={uuid} />
        </aside>
        <div className="lg:order-1">
          <DeckContents deck={deck} />
          <div className="mt-6 border-t border-stone-200 pt-4">
            <DeckInsightSlot deck={deck} />
          </div>
          <div className="mt-6">
            <FirstFiveSlot deck={deck} />
          </div>
        </div>
      </div>
      <DeckDescription deck={deck} />
    </article>
  )
}
