import type { DeckDetails } from '@ashes/api'
import { useEffect, useState } from 'react'
import { api, withQuery } from '../../lib/api.ts'
import { describeError } from '../../lib/api-error.ts'
import { toast } from '../../lib/toast-store.ts'
import type { ShareableDeck } from '../decks/index.ts'
import { type BuilderDeck, useBuilder } from './state.ts'

/**
 * The builder's deck for the share modal. Save replies never carry the share link (api-decks
 * quirk 7), so a deck without one fetches it from its details first.
 */
export function useShareableDeck(wanted: boolean): ShareableDeck | null {
  // Subscribed only while wanted: the pane's modals need not re-render on every card added.
  const deck = useBuilder((state) => (wanted ? state.deck : null))
  const [failed, setFailed] = useState(false)
  const id = deck?.id ?? null
  const missing = deck !== null && id !== null && !deck.direct_share_uuid
  useEffect(() => {
    if (!missing || id === null) return
    setFailed(false)
    api<DeckDetails>(withQuery(`/v2/decks/${id}`, { show_saved: true }))
      .then((data) => {
        const uuid = data.deck.direct_share_uuid ?? null
        const current = useBuilder.getState().deck
        if (current.id === id)
          useBuilder.setState({ deck: { ...current, direct_share_uuid: uuid } })
      })
      .catch((error) => {
        setFailed(true)
        toast.error(describeError(error).message)
      })
  }, [missing, id])
  if (!deck || (missing && !failed)) return null
  return toShareable(deck)
}

const toShareable = (deck: BuilderDeck): ShareableDeck => ({ ...deck, is_snapshot: false })
