import type { Card } from '@ashes/api'
// biome-ignore lint/suspicious/noImportCycles: card-text recursion (README.md): text renders card links, whose preview draws the card with its text
import { CardCost } from './CardCost.tsx'
// biome-ignore lint/suspicious/noImportCycles: card-text recursion (README.md): text renders card links, whose preview draws the card with its text
import { CardText } from './RichText.tsx'

function Stat({ label, value }: { label: string; value: number | string | undefined }) {
  if (value === undefined) return null
  return (
    <div className="rounded bg-frame-strong px-2 py-0.5 text-center text-white">
      <span className="sr-only">{label}: </span>
      <span aria-hidden="true" className="block text-[10px] uppercase text-white/80">
        {label}
      </span>
      <span className="font-bold">{value}</span>
    </div>
  )
}

/** A card drawn from its data, in the card's proportions, for when its image is unavailable. */
export function DrawnCard({ card, className = '' }: { card: Card; className?: string }) {
  const isPhoenixborn = card.type === 'Phoenixborn'
  return (
    <article
      aria-label={card.name}
      className={`flex aspect-[300/420] w-full flex-col overflow-hidden rounded-lg border-4 border-frame bg-sunken text-left text-xs ${className}`}
    >
      <div className="bg-frame px-2 py-1 text-white">
        <p className="truncate font-bold text-sm">{card.name}</p>
        <p className="text-[11px] text-white/80">
          {card.type}
          {card.placement ? ` · ${card.placement}` : ''}
        </p>
      </div>
      <div className="flex-1 space-y-1 overflow-hidden px-2 py-1">
        {card.cost?.length ? <CardCost cost={card.cost} /> : null}
        {card.text ? <CardText text={card.text} className="space-y-1 leading-snug" /> : null}
      </div>
      <div className="flex justify-center gap-1 p-1" aria-hidden="true">
        {isPhoenixborn ? (
          <>
            <Stat label="Battlefield" value={card.battlefield} />
            <Stat label="Life" value={card.life} />
            <Stat label="Spellboard" value={card.spellboard} />
          </>
        ) : (
          <>
            <Stat label="Attack" value={card.attack} />
            <Stat label="Life" value={card.life} />
            <Stat label="Recover" value={card.recover} />
          </>
        )}
      </div>
    </article>
  )
}
