import type { CardUpdateForm } from '@ashes/api'
import type { z } from 'zod'
import { notFound } from '../../http/api-error.ts'
import type { CardEntry, CardSnapshot } from './card-snapshot.ts'

const CARD_NOT_FOUND = 'Card not found.'

/** A card by stub; private releases are visible to admins only where `allowPrivate`. */
export function findCard(
  snapshot: CardSnapshot,
  stub: string,
  legacy: boolean,
  allowPrivate = false,
): CardEntry {
  const card = snapshot.byStub.get(`${legacy}:${stub}`)
  if (!card || (!card.release.isPublic && !allowPrivate)) throw notFound(CARD_NOT_FOUND)
  return card
}

/** The card as an admin's edit form starts from it (GET /v2/cards/{stub}?for_update=true). */
export function updateForm(card: CardEntry): z.infer<typeof CardUpdateForm> {
  const keys = [
    'name',
    'text',
    'cost',
    'dice',
    'altDice',
    'magicCost',
    'effectMagicCost',
    'attack',
    'battlefield',
    'life',
    'recover',
    'spellboard',
    'copies',
    'effectRepeats',
    'chained',
  ] as const
  const form: Record<string, unknown> = {}
  for (const key of keys) if (card.doc[key] !== undefined) form[key] = card.doc[key]
  form.is_errata = false
  if (card.searchKeywords) form.search_keywords = card.searchKeywords
  return form as z.infer<typeof CardUpdateForm>
}
