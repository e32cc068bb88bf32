import type { Card } from '@ashes/api'
import { CARD_IMAGE_SIZE, cardImageUrl, LEGACY_CARD_IMAGE_SIZE } from '../../lib/media.ts'
import { useImageState } from '../../lib/useImageState.ts'
// biome-ignore lint/suspicious/noImportCycles: card-text recursion (README.md): text renders card links, whose preview draws the card with its text
import { DrawnCard } from './DrawnCard.tsx'
import { useCard } from './useCard.ts'

interface CardImageProps {
  card: Card
  legacy?: boolean
  className?: string
  /**
   * The card is a summary (a deck's list names a card and its type alone): when the image
   * fails, its data is asked for, to draw its cost, text and stats as the card browser does.
   */
  summary?: boolean
}

/** A summarised card drawn from its fetched data; its summary meanwhile, or if that fails. */
function FetchedDrawnCard({ card, legacy, className }: Required<Omit<CardImageProps, 'summary'>>) {
  const fetched = useCard(card.stub, legacy, true)
  return <DrawnCard card={fetched.data ?? card} className={className} />
}

/** The card's image from the media host (lazy); when it cannot load, the card drawn from data. */
export function CardImage({
  card,
  legacy = card.is_legacy === true,
  className = '',
  summary = false,
}: CardImageProps) {
  const { image, img } = useImageState()
  const failed = image === 'failed'
  const size = legacy ? LEGACY_CARD_IMAGE_SIZE : CARD_IMAGE_SIZE
  if (failed && summary)
    return <FetchedDrawnCard card={card} legacy={legacy} className={className} />
  if (failed) return <DrawnCard card={card} className={className} />
  return (
    <img
      src={cardImageUrl(card.stub, legacy)}
      alt={card.name}
      width={size.width}
      height={size.height}
      loading="lazy"
      decoding="async"
      ref={img.ref}
      onError={img.onError}
      className={`h-auto w-full rounded-lg ${className}`}
    />
  )
}
