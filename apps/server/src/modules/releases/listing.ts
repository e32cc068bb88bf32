import type { Release } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import type { CardStore } from '../cards/card-store.ts'
import { ownedReleaseIds } from '../cards/collection.ts'

/** Public releases of one era in release order; `is_mine` for a logged-in caller. */
export async function listReleases(
  db: Queryable,
  cards: CardStore,
  legacy: boolean,
  playerId: number | undefined,
): Promise<Release[]> {
  const snapshot = await cards.get()
  const owned = playerId === undefined ? undefined : await ownedReleaseIds(db, playerId)
  return snapshot.releases
    .filter((release) => release.isPublic && release.isLegacy === legacy)
    .map((release) => ({
      name: release.name,
      stub: release.stub,
      is_legacy: release.isLegacy,
      ...(owned ? { is_mine: owned.has(release.id) } : {}),
    }))
}
