import type { ReactNode } from 'react'
import { ErrorNotice } from '../../components/ErrorNotice.tsx'
import { describeError } from '../../lib/api-error.ts'
import { Link } from '../../lib/router/index.ts'
import { useDeckPreview } from './api.ts'
import { DeckStub } from './DeckStub.tsx'

const PREVIEW_SIZE = 10

interface DeckPreviewProps {
  heading: string
  filter: { card?: string; player?: string; legacy?: boolean }
  /** The full listing, linked when there are more than 10 decks. */
  seeAll: { to: string; text: ReactNode }
  /** Shown when there is no deck; without it the whole section is left out. */
  emptyText?: string
}

/** Up to 10 recent public decks (card pages, player profiles), then a link to all of them. */
export function DeckPreview({ heading, filter, seeAll, emptyText }: DeckPreviewProps) {
  const decks = useDeckPreview(filter)
  const results = decks.data?.results ?? []
  if (decks.isSuccess && results.length === 0 && !emptyText) return null
  return (
    <section aria-label={heading} className="space-y-3">
      <h2 className="text-lg font-bold">{heading}</h2>
      {decks.isPending ? <p>Loading decks...</p> : null}
      {decks.isError ? (
        <ErrorNotice message={describeError(decks.error).message} onRetry={() => decks.refetch()} />
      ) : null}
      {decks.isSuccess && results.length === 0 ? (
        <p className="rounded-lg border border-stone-200 bg-warn-tint p-6 text-center font-semibold">
          {emptyText}
        </p>
      ) : null}
      {results.map((deck) => (
        <DeckStub key={deck.id} deck={deck} headingLevel={3} />
      ))}
      {(decks.data?.count ?? 0) > PREVIEW_SIZE ? (
        <p>
          <Link to={seeAll.to} className="link">
            {seeAll.text}
          </Link>
        </p>
      ) : null}
    </section>
  )
}
