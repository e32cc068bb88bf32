/** A card's width to height (its image, and the card drawn when no image loads). */
const CARD_ASPECT = 300 / 420
const POPUP_WIDTH = 300
const GAP = 8
/** Narrower than this, a card's text is no longer readable: it may then overlap the link. */
const MIN_WIDTH = 160

/** Fixed-position style: `bottom` for a preview above its link, so it grows away from it. */
export type PopupPlace = { left: number; width: number } & ({ top: number } | { bottom: number })

type Box = Pick<DOMRect, 'top' | 'bottom' | 'left' | 'right'>

/**
 * Where a card link's preview goes: beside the link where the window has room (a desktop), else
 * below it or, without room below, above it (a phone), narrowed as far as needed to fit there,
 * so the link stays in view and a second tap on it follows it (SPEC §2, issue 26).
 */
export function popupPlace(
  link: Box,
  view: { width: number; height: number },
  /** Height of a part below the card (popup-extra.ts), kept whatever the width. */
  extra = 0,
): PopupPlace {
  const height = POPUP_WIDTH / CARD_ASPECT + extra
  const clampTop = (top: number) => Math.max(GAP, Math.min(top, view.height - height - GAP))
  if (link.right + GAP + POPUP_WIDTH + GAP <= view.width)
    return { top: clampTop(link.top), left: link.right + GAP, width: POPUP_WIDTH }
  if (link.left - GAP - POPUP_WIDTH >= GAP)
    return { top: clampTop(link.top), left: link.left - GAP - POPUP_WIDTH, width: POPUP_WIDTH }

  const below = view.height - link.bottom - 2 * GAP
  const above = link.top - 2 * GAP
  const under = below >= height || below >= above
  const room = under ? below : above
  const width = Math.max(
    MIN_WIDTH,
    Math.min(POPUP_WIDTH, view.width - 2 * GAP, Math.floor((room - extra) * CARD_ASPECT)),
  )
  const centre = (link.left + link.right) / 2
  const left = Math.max(GAP, Math.min(centre - width / 2, view.width - width - GAP))
  return under
    ? { top: link.bottom + GAP, left, width }
    : { bottom: view.height - link.top + GAP, left, width }
}
