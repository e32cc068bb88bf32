// biome-ignore lint/suspicious/noImportCycles: card-text recursion (README.md): text renders card links, whose preview draws the card with its text
import { CardImage } from './CardImage.tsx'
import { useCard } from './useCard.ts'

/**
 * The body of a card link's hover preview: the card's image, or the card drawn from its data.
 * Its own chunk (CardLink.tsx loads it when a preview is first wanted), so the pages that list
 * card links do not load the drawn card and its rules text until someone hovers one.
 */
export default function CardPopup({
  stub,
  name,
  legacy,
}: {
  stub: string
  name: string
  legacy: boolean
}) {
  const card = useCard(stub, legacy, true)
  if (card.isPending) return <p className="p-3 text-sm">Loading {name}...</p>
  if (card.isError) return <p className="p-3 text-sm">Unable to load data for {name}!</p>
  return <CardImage card={card.data} legacy={legacy} />
}
