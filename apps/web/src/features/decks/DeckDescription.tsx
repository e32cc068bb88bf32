import { LegacyContext, UserText } from '../../components/cards/RichText.tsx'

/** The deck's description, rendered from the user-text AST. */
export function DeckDescription({
  deck,
}: {
  deck: { description?: string | null; is_legacy?: boolean | null }
}) {
  if (!deck.description) return null
  return (
    <section
      aria-labelledby="deck-description"
      className="space-y-2 border-t border-stone-200 pt-4"
    >
      <h2 id="deck-description" className="text-xl font-bold">
        Description
      </h2>
      <LegacyContext.Provider value={deck.is_legacy === true}>
        <UserText text={deck.description} />
      </LegacyContext.Provider>
    </section>
  )
}
