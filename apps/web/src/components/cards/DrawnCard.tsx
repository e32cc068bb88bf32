import type { Card } from '@ashes/api'
// biome-ignore lint/suspicious/noImportCycles: card-text recursion (README.md): text renders card links, whose preview draws the card with its text
import { CardCost } from './CardCost.tsx'
// biome-ignore lint/suspicious/noImportCycles: card-text recursion (README.md): text renders card links, whose preview draws the card with its text
import { CardText } from './RichText.tsx'

/**
 * A stat in a box of its own. In a narrow card (two tiles to a phone's row, beside the deck's
 * Phoenixborn) a whole label does not fit three to a row: it shows short there, and whole from
 * 12rem, never cut (e2e/deck-binder-drawn.spec.ts).
 */
function Stat({
  label,
  short,
  value,
}: {
  label: string
  short: string
  value: number | string | undefined
}) {
  if (value === undefined) return null
  return (
    <div
      data-stat
      className="min-w-0 max-w-24 flex-1 rounded bg-frame-strong px-0.5 py-0.5 text-center text-white"
    >
      <span className="sr-only">{label}: </span>
      <span aria-hidden="true" className="block text-[10px] uppercase text-white/80">
        <span className="@[12rem]:hidden">{short}</span>
        <span className="hidden @[12rem]:inline">{label}</span>
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
      className={`@container flex aspect-[300/420] w-full flex-col overflow-hidden rounded-lg border-4 border-frame bg-sunken text-left text-xs ${className}`}
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
            <Stat label="Battlefield" short="BF" value={card.battlefield} />
            <Stat label="Life" short="Life" value={card.life} />
            <Stat label="Spellboard" short="SB" value={card.spellboard} />
          </>
        ) : (
          <>
            <Stat label="Attack" short="Atk" value={card.attack} />
            <Stat label="Life" short="Life" value={card.life} />
            <Stat label="Recover" short="Rec" value={card.recover} />
          </>
        )}
      </div>
    </article>
  )
}
