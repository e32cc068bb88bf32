import { MEDIA_URL } from './config.ts'

/** Full card image; legacy images live under /legacy and are 332×452 rather than 300×420. */
export function cardImageUrl(stub: string, legacy = false): string {
  return `${MEDIA_URL}${legacy ? '/legacy' : ''}/images/cards/${stub}.jpg`
}

/** A Phoenixborn's art cut as a wide strip (SPEC §2): the builder's picker and its chosen Phoenixborn. */
export function cardSliceUrl(stub: string): string {
  return `${MEDIA_URL}/images/slices/${stub}.jpg`
}

/** A Phoenixborn's square badge (SPEC §2): deck listings and deck pages. */
export function phoenixbornBadgeUrl(stub: string): string {
  return `${MEDIA_URL}/images/phoenixborn-badges/${stub}.jpg`
}

export const CARD_IMAGE_SIZE = { width: 300, height: 420 }
export const LEGACY_CARD_IMAGE_SIZE = { width: 332, height: 452 }

/**
 * A free print-and-play deck's PDF. It sits with the rules PDFs under /files on the media host,
 * named after the deck's Phoenixborn (one Master Set deck each).
 */
export function printAndPlayPdfUrl(phoenixborn: string): string {
  return `${MEDIA_URL}/files/print-and-play/${phoenixborn}.pdf`
}

/** The home page's banner image (1200×300). */
export const HOME_BANNER_URL = `${MEDIA_URL}/images/banners/home.jpg`
export const HOME_BANNER_SIZE = { width: 1200, height: 300 }
