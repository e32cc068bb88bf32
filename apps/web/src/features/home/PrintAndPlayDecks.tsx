import { ErrorNotice } from '../../components/ErrorNotice.tsx'
import { printAndPlayPdfUrl } from '../../lib/media.ts'
import { Link } from '../../lib/router/index.ts'
import {
  PRINT_AND_PLAY_DECKS,
  printAndPlayDeckPath,
  printAndPlayListingPath,
  usePrintAndPlayDecks,
} from './print-and-play.ts'

/** The six free print-and-play decks, each with its deck page and its PDF on the media host. */
export function PrintAndPlayDecks() {
  const decks = usePrintAndPlayDecks()
  const listed = decks.data?.results ?? []
  return (
    <div className="space-y-2">
      <p>Try the game for free: print one of the six Master Set decks and play.</p>
      <ul className="divide-y divide-stone-100">
        {PRINT_AND_PLAY_DECKS.map((deck) => (
          <li
            key={deck.phoenixborn}
            className="flex flex-wrap items-center justify-between gap-x-3"
          >
            <span>
              {/* The filtered listing leads to the deck while its id is unknown. */}
              <Link
                to={printAndPlayDeckPath(deck, listed) ?? printAndPlayListingPath(deck)}
                className="link inline-flex min-h-11 items-center"
              >
                {deck.title}
              </Link>{' '}
              <span className="text-sm text-stone-600">({deck.phoenixbornName})</span>
            </span>
            <a
              href={printAndPlayPdfUrl(deck.phoenixborn)}
              className="link inline-flex min-h-11 items-center text-sm"
              aria-label={`${deck.title} print-and-play PDF`}
            >
              PDF
            </a>
          </li>
        ))}
      </ul>
      {decks.isError ? (
        <ErrorNotice
          message="Unable to load the deck pages; each link opens the deck list instead."
          onRetry={() => void decks.refetch()}
        />
      ) : null}
    </div>
  )
}
