/**
 * The URL-safe identifier of a card or release name, as the reference API derives it:
 * "Dimona Odinstar (promo)" → "dimona-odinstar-promo". Apostrophes and commas vanish, so
 * "Ocean's Gift" → "oceans-gift".
 */
export function stubify(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/[^a-z0-9-]/g, '')
}
