import { deckDisplayTitle } from '@ashes/game'
import type { DeckVersion } from './useFirstFive.ts'

/** A version as a picker names it: its title and when it was made (UTC, to the minute). */
export function versionLabel(version: DeckVersion, current = false): string {
  const when = `${version.created.slice(0, 16).replace('T', ' ')} UTC`
  return current
    ? `Current save: ${deckDisplayTitle(version)}`
    : `${deckDisplayTitle(version)}, ${when}`
}
