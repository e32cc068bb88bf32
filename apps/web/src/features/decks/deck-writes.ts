import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { onApiSuccess } from '../../lib/api-activity.ts'

/** The key every cached deck read starts with (features/decks/api.ts). */
export const DECKS = 'decks'

/**
 * How a successful API call changes cached deck reads: a save changes only its owner's views of
 * the deck; a deletion, any deck; a snapshot, publication, snapshot edit, clone or import (the
 * reference clones and imports with GET) any deck or listing; a subscription the last-seen
 * comment a deck's or card's page holds. Null: the call changes no deck.
 */
export function deckWriteOf(
  method: string,
  path: string,
): 'saved' | 'deleted' | 'changed' | 'seen' | null {
  const { pathname } = new URL(path, 'http://site')
  if (pathname.startsWith('/v2/subscription/')) return method === 'GET' ? null : 'seen'
  if (pathname !== '/v2/decks' && !pathname.startsWith('/v2/decks/')) return null
  if (method === 'GET')
    return /^\/v2\/decks\/(\d+\/clone|import\/)/.test(pathname) ? 'changed' : null
  if (method === 'PUT' && pathname === '/v2/decks') return 'saved'
  return method === 'DELETE' ? 'deleted' : 'changed'
}

/**
 * A read of the player's own view of a deck (keys of features/decks/api.ts): a share link, their
 * lists (`[DECKS, 'list', url, token]`, a token only for /mine) and latest saves
 * (`[DECKS, 'details', id, mine, token]`).
 */
function ownView(key: readonly unknown[]): boolean {
  if (key[0] !== DECKS) return false
  if (key[1] === 'shared') return true
  if (key[1] === 'list') return key[3] !== null
  return key[1] === 'details' && key[3] === true
}

/**
 * Makes the cached reads a write changed read again. Reads no page shows are dropped, so the
 * next page opens on the new data rather than on the old while it loads again (a deck page after
 * publishing anew); reads on screen are read again in the background, except after a save (the
 * builder shows its own deck live, and an autosave each second must not double the requests)
 * and a deletion (the page being left would flash 'No deck found'), which only mark them stale.
 */
function refresh(client: QueryClient, write: ReturnType<typeof deckWriteOf>): void {
  if (write === null) return
  if (write === 'seen') {
    void client.invalidateQueries({ queryKey: [DECKS, 'details'], refetchType: 'none' })
    return
  }
  const changed =
    write === 'saved'
      ? {
          predicate: (query: { queryKey: readonly unknown[] }) => ownView(query.queryKey),
        }
      : { queryKey: [DECKS] }
  client.removeQueries({ ...changed, type: 'inactive' })
  void client.invalidateQueries({
    ...changed,
    refetchType: write === 'changed' ? 'active' : 'none',
  })
}

/** Keeps cached deck reads true to every deck write the app makes (issue 24: no page stale). */
export function useFreshDecks(): void {
  const client = useQueryClient()
  useEffect(
    () => onApiSuccess(({ method, path }) => refresh(client, deckWriteOf(method, path))),
    [client],
  )
}
