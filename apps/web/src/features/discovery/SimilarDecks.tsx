import { Link } from '../../lib/router/index.ts'
import { useSimilarDecks } from './api.ts'

/**
 * "Decks like this" (issue 29 item 3): the public decks sharing most of this deck's cards (cards
 * in both over cards in either, a little more for the same Phoenixborn).
 */
export function SimilarDecks({ id }: { id: number }) {
  const found = useSimilarDecks(id)
  if (!found.isSuccess || found.data.results.length === 0) return null
  return (
    <section aria-labelledby="decks-like-this" className="space-y-2">
      <h2 id="decks-like-this" className="text-lg font-bold">
        Decks like this
      </h2>
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-raised">
        {found.data.results.map((deck) => (
          <li key={deck.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <Link to={`/decks/${deck.id}/`} className="link font-semibold">
              {deck.title || 'Untitled'}
            </Link>
            <span className="text-sm text-stone-600">
              {deck.phoenixborn.name} · {deck.shared_cards} cards in common
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
