import type { ReactNode } from 'react'
import { CardPopupExtra, type PopupExtra } from '../../components/cards/popup-extra.ts'
import { PLAYED_WITH_BRIEF_HEIGHT, PlayedWith } from './PlayedWith.tsx'

const EXTRA: PopupExtra = {
  height: PLAYED_WITH_BRIEF_HEIGHT,
  render: (stub) => <PlayedWith stub={stub} brief />,
}

/**
 * The card previews of the card links inside show, under the card, the cards most often played
 * with it (issue 29 item 3: "in the builder's card popup"). Fetched when a preview opens.
 */
export function PlayedWithPreviews({ children }: { children: ReactNode }) {
  return <CardPopupExtra value={EXTRA}>{children}</CardPopupExtra>
}
