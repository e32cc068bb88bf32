import { MEDIA_URL } from './config.ts'

/** Full card image; legacy images live under /legacy and are 332×452 rather than 300×420. */
export function cardImageUrl(stub: string, legacy = false): string {
  return `${MEDIA_URL}${legacy ? '/legacy' : ''}/images/cards/${stub}.jpg`
}

export function cardSliceUrl(stub: string): string {
  return `${MEDIA_URL}/images/slices/${stub}.jpg`
}

export function phoenixbornImageUrl(stub: string): string {
  return `${MEDIA_URL}/images/phoenixborn/${stub}.png`
}

export function phoenixbornBadgeUrl(stub: string): string {
  return `${MEDIA_URL}/images/phoenixborn-badges/${stub}.jpg`
}

export const CARD_IMAGE_SIZE = { width: 300, height: 420 }
export const LEGACY_CARD_IMAGE_SIZE = { width: 332, height: 452 }
