import { capCardRefs, parseUserText } from '@ashes/game'
import { useMemo } from 'react'
import { Blocks } from '../cards/RichText.tsx'

/**
 * The most card references of one comment that get a live link with its hover preview; later
 * ones read as the card's name. Each live link is a component with state and listeners, and a
 * comment can hold 2,000 references: rendering them all made a deck page slow for every visitor.
 */
export const LIVE_CARD_LINKS = 50

/** A comment's text, rendered from its AST with the card links bounded. */
export function CommentText({ text, className }: { text: string; className?: string }) {
  const blocks = useMemo(() => capCardRefs(parseUserText(text), LIVE_CARD_LINKS), [text])
  return (
    <div className={className ?? 'space-y-2'}>
      <Blocks blocks={blocks} />
    </div>
  )
}
