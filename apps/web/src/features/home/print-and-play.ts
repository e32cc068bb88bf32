import type { DeckOut, Paginated } from '@ashes/api'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, withQuery } from '../../lib/api.ts'
import { deckPath } from '../decks/index.ts'

/**
 * The six Master Set preconstructed decks, offered free to print and play (SPEC §1). Names are
 * written here so the list and its PDFs show at once; the deck pages' ids come from the API.
 */
export const PRINT_AND_PLAY_DECKS = [
  { title: 'The Iron Men', phoenixborn: 'coal-roarkwin', phoenixbornName: 'Coal Roarkwin' },
  { title: 'The Snakes in Silver', phoenixborn: 'maeoni-viper', phoenixbornName: 'Maeoni Viper' },
  {
    title: 'The Mist Guardian',
    phoenixborn: 'aradel-summergaard',
    phoenixbornName: 'Aradel Summergaard',
  },
  {
    title: 'The Cloudsea Siren',
    phoenixborn: 'saria-guideman',
    phoenixbornName: 'Saria Guideman',
  },
  { title: 'The Bloodwoods Queen', phoenixborn: 'jessa-na-ni', phoenixbornName: 'Jessa Na Ni' },
  { title: 'The Shadows of Viros', phoenixborn: 'noah-redmoon', phoenixbornName: 'Noah Redmoon' },
] as const

export type PrintAndPlayDeck = (typeof PRINT_AND_PLAY_DECKS)[number]

/**
 * The public preconstructed decks of these Phoenixborn: the competitive listing (not Red Rains,
 * not legacy) holds exactly one per Master Set Phoenixborn.
 */
const PRINT_AND_PLAY_QUERY = withQuery('/v2/decks', {
  show_preconstructed: true,
  phoenixborn: PRINT_AND_PLAY_DECKS.map((deck) => deck.phoenixborn),
  limit: 30,
})

export const printAndPlayDecksQuery = queryOptions({
  queryKey: ['decks', 'list', PRINT_AND_PLAY_QUERY, null],
  queryFn: ({ signal }) => api<Paginated<DeckOut>>(PRINT_AND_PLAY_QUERY, { signal }),
  retry: false,
})

export const usePrintAndPlayDecks = () => useQuery(printAndPlayDecksQuery)

/** The deck page of one print-and-play deck: its listed deck (by title, else by Phoenixborn). */
export function printAndPlayDeckPath(deck: PrintAndPlayDeck, listed: readonly DeckOut[]) {
  const mine = listed.filter((item) => item.phoenixborn?.stub === deck.phoenixborn)
  const found = mine.find((item) => item.title === deck.title) ?? mine[0]
  return found ? deckPath(found) : undefined
}

/** Until the ids are known (or when they cannot be): the listing that shows just this deck. */
export const printAndPlayListingPath = (deck: PrintAndPlayDeck) =>
  withQuery('/decks/', { preconstructed: true, phoenixborn: deck.phoenixborn })
