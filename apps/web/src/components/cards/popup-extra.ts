import { createContext, type ReactNode } from 'react'

/**
 * What a screen shows below the card in its card links' previews (the builder: the cards often
 * played with it, issue 29), given by the screen so that these shared pieces import no feature
 * (README.md). `height` is reserved from the preview's first frame, so the preview neither grows
 * nor moves when the extra part's data arrives. Not shown for legacy cards.
 */
export interface PopupExtra {
  height: number
  render: (stub: string) => ReactNode
}

export const CardPopupExtra = createContext<PopupExtra | null>(null)
