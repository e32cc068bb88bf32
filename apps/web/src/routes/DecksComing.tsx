import { Link } from '../lib/router/index.ts'

/** Placeholder for the deck screens, which arrive in the next release. */
export default function DecksComing() {
  return (
    <section className="py-12 text-center">
      <h1 className="mb-2 text-2xl font-bold">Decks</h1>
      <p>The deck screens are coming in the next release.</p>
      <p className="mt-4">
        Meanwhile,{' '}
        <Link to="/cards/" className="link">
          browse the cards
        </Link>
        .
      </p>
    </section>
  )
}
