// Where a card link's preview goes (SPEC §2, issue 26): beside the link on a desktop, and on a
// phone, with no room beside it, below or above it so the link stays in view for its second tap.
import { describe, expect, it } from 'vitest'
import { popupPlace } from './popup-place.ts'

const PHONE = { width: 390, height: 844 }
const link = (top: number, left = 100, width = 80) => ({
  top,
  bottom: top + 20,
  left,
  right: left + width,
})
/** The preview's box, its height from the card's proportions (300 wide, 420 high). */
function box(place: ReturnType<typeof popupPlace>, view = PHONE) {
  const height = (place.width * 420) / 300
  const top = 'top' in place ? place.top : view.height - place.bottom - height
  return { top, bottom: top + height, left: place.left, right: place.left + place.width }
}
const overlaps = (a: ReturnType<typeof box>, b: ReturnType<typeof link>) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

describe('a card preview', () => {
  it('goes beside its link where the window has room', () => {
    expect(popupPlace(link(300, 100), { width: 1280, height: 900 })).toEqual({
      top: 300,
      left: 188,
      width: 300,
    })
  })

  it('on a phone goes below a link near the top, and above one near the bottom', () => {
    const high = popupPlace(link(100), PHONE)
    expect(high).toMatchObject({ top: 128, width: 300 })
    const low = popupPlace(link(700), PHONE)
    expect(low).toMatchObject({ bottom: 152, width: 300 })
    for (const [place, at] of [
      [high, link(100)],
      [low, link(700)],
    ] as const) {
      const drawn = box(place)
      expect(overlaps(drawn, at)).toBe(false)
      expect(drawn.top).toBeGreaterThanOrEqual(8)
      expect(drawn.bottom).toBeLessThanOrEqual(PHONE.height - 8)
      expect(drawn.left).toBeGreaterThanOrEqual(8)
      expect(drawn.right).toBeLessThanOrEqual(PHONE.width - 8)
    }
  })

  it('on a phone narrows to fit the larger side when neither fits it whole', () => {
    const place = popupPlace(link(400), PHONE)
    const drawn = box(place)
    expect(place.width).toBeLessThan(300)
    expect(overlaps(drawn, link(400))).toBe(false)
    expect(drawn.bottom).toBeLessThanOrEqual(PHONE.height - 8)
  })
})
