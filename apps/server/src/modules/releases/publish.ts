import type { ReleaseAdminOut } from '@ashes/api'
import type { Db } from '@ashes/runtime'
import type { z } from 'zod'
import { notFound } from '../../http/api-error.ts'
import { type CardStore, markCardDataChanged } from '../cards/card-store.ts'

/**
 * PATCH /v2/releases/{stub}: an admin shows or hides a current release. Its cards change for
 * everyone, so this server reloads them now and the others on the change notice.
 */
export async function setReleasePublic(
  db: Db,
  cards: CardStore,
  stub: string,
  isPublic: boolean,
): Promise<z.infer<typeof ReleaseAdminOut>> {
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx.query<z.infer<typeof ReleaseAdminOut>>(
      'UPDATE release SET is_public = $2 WHERE stub = $1 AND NOT is_legacy RETURNING name, stub, is_legacy, is_public',
      [stub, isPublic],
    )
    if (!updated) throw notFound('Release not found.')
    await markCardDataChanged(tx)
    return updated
  })
  await cards.reload()
  return row
}
