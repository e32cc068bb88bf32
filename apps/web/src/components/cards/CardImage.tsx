import type { Card } from '@ashes/api'
import { useState } from 'react'
import { CARD_IMAGE_SIZE, cardImageUrl, LEGACY_CARD_IMAGE_SIZE } from '../../lib/media.ts'
// biome-ignore lint/suspicious/noImportCycles: card-text recursion (README.md): text renders card links, whose preview draws the card with its text
import { DrawnCard } from './DrawnCard.tsx'

interface CardImageProps {
  card: Card
  legacy?: boolean
  className?: string
}

/** The card's image from the media host (lazy); when it cannot load, the card drawn from data. */
export function CardImage({
  card,
  legacy = card.is_legacy === true,
  className = '',
}: CardImageProps) {
  const [failed, setFailed] = useState(false)
  const size = legacy ? LEGACY_CARD_IMAGE_SIZE : CARD_IMAGE_SIZE
  if (failed) return <DrawnCard card={card} className={className} />
  return (
    <img
      src={cardImageUrl(card.stub, legacy)}
      alt={card.name}
      width={size.width}
      height={size.height}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`h-auto w-full rounded-lg ${className}`}
    />
  )
}
