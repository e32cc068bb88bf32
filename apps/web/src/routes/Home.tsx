import { Link } from 'react-router'

export default function Home() {
  return (
    <section className="space-y-4 py-6">
      <h1 className="text-3xl font-bold">Ashes Deckbuilder</h1>
      <p className="max-w-prose">
        Welcome! Browse every card of the Ashes card game, including the first-edition legacy cards,
        and (soon) build, share and publish your decks.
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to="/cards/" className="btn-primary">
          Browse cards
        </Link>
        <Link to="/cards/legacy/" className="btn">
          Browse legacy cards
        </Link>
        <Link to="/decks/" className="btn">
          Decks
        </Link>
      </div>
    </section>
  )
}
