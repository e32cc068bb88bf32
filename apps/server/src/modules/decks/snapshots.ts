import type { SnapshotBody, SnapshotPatchBody } from '@ashes/api'
import { publishIssues } from '@ashes/game'
import type { Queryable } from '@ashes/runtime'
import { badRequest, forbidden, notFound } from '../../http/api-error.ts'
import type { Player } from '../auth/caller.ts'
import type { CardSnapshot } from '../cards/card-snapshot.ts'
import { upsertSubscription } from '../subscriptions/subscription-write.ts'
import { announceDeck } from './announce.ts'
import { contentsToCopy } from './deck-copy.ts'
import { type DeckContents, type DeckRow, findDeck } from './deck-rows.ts'
import { deckFields, insertDeck } from './deck-write.ts'
import { streamPublished } from './stream.ts'

function checkPublishable(deck: DeckRow, contents: DeckContents, snapshot: CardSnapshot) {
  const cards = contents.cards.flatMap((entry) => {
    const card = snapshot.byId.get(entry.card_id)
    return card ? [{ card, count: entry.count }] : []
  })
  const phoenixborn = deck.phoenixborn_id === null ? null : snapshot.byId.get(deck.phoenixborn_id)
  const [issue] = publishIssues({
    phoenixborn: phoenixborn ?? null,
    isUnrestricted: deck.is_unrestricted,
    cards,
    dice: contents.dice,
  })
  if (issue) throw badRequest(issue.message)
}

async function preconstructedRelease(tx: Queryable, player: Player, stub: string, pub: boolean) {
  if (!player.is_admin) throw forbidden('Only site admins may publish preconstructed decks.')
  if (!pub) throw badRequest('Only public decks may be associated with a preconstructed deck.')
  const [release] = await tx.query<{ id: number }>(
    `SELECT r.id FROM release r WHERE r.stub = $1 AND NOT r.is_legacy AND r.is_public
       AND NOT EXISTS (SELECT 1 FROM deck d WHERE d.preconstructed_release = r.id)`,
    [stub],
  )
  if (!release) throw badRequest('No such release, or release already has a preconstructed deck.')
  return release.id
}

/**
 * POST /v2/decks/{id}/snapshot (api-decks 4.6): copies the saved deck; publishing refreshes the
 * stream.
 */
export async function createSnapshot(
  tx: Queryable,
  snapshot: CardSnapshot,
  player: Player,
  deckId: number,
  body: SnapshotBody,
): Promise<number> {
  const deck = await findDeck(tx, deckId, true)
  if (!deck || deck.player_id !== player.id)
    throw forbidden('You cannot save a snapshot of a deck you do not own.')
  if (deck.is_legacy) throw badRequest('You cannot save snapshots for legacy decks.')
  if (deck.is_snapshot) throw badRequest('You cannot create a snapshot of another snapshot.')
  if (deck.is_deleted) throw badRequest('This deck has been deleted and can no longer be updated.')
  const isPublic = body?.is_public ?? false
  // Read once: checked for publishing, then copied.
  const contents = await contentsToCopy(tx, deck.id)
  if (isPublic) checkPublishable(deck, contents, snapshot)
  const releaseStub = body?.preconstructed_release
  const releaseId = releaseStub
    ? await preconstructedRelease(tx, player, releaseStub, isPublic)
    : null

  const description = body?.description == null ? deck.description : body.description || null
  // Public snapshots leave out First Five data unless asked to include it (as the reference).
  const withSelected = !isPublic || (body?.include_first_five ?? false)
  const id = await insertDeck(
    tx,
    {
      ...deckFields(deck),
      player_id: player.id,
      title: body?.title || deck.title,
      description,
      is_snapshot: true,
      source_id: deck.id,
      is_preconstructed: releaseId !== null,
      preconstructed_release: releaseId,
    },
    withSelected ? contents : { ...contents, selected: [] },
  )
  if (isPublic) {
    const [row] = await tx.query<{ entity_id: number }>(
      'UPDATE deck SET is_public = true WHERE id = $1 RETURNING entity_id',
      [id],
    )
    const entityId = row?.entity_id ?? 0
    await streamPublished(tx, deck.entity_id, entityId)
    await upsertSubscription(tx, player.id, deck.entity_id, entityId)
  }
  await announceDeck(tx, isPublic ? 'deck.published' : 'deck.saved', {
    id,
    player_id: player.id,
    source_id: deck.id,
    is_snapshot: true,
    is_public: isPublic,
  })
  return id
}

/**
 * PATCH /v2/decks/snapshots/{id} (api-decks 4.8): title and description; admins moderate public
 * snapshots with notes.
 */
export async function patchSnapshot(
  tx: Queryable,
  player: Player,
  id: number,
  body: SnapshotPatchBody,
): Promise<void> {
  const deck = await findDeck(tx, id, true)
  // A deleted snapshot is gone for every reader, so it is not found here either (the reference
  // still edited it).
  if (!deck || deck.is_deleted) throw notFound('No such snapshot found.')
  const owner = deck.player_id === player.id
  // Moderation applies to what is public: of a private save or snapshot an admin gets what any
  // other player gets (visibility.ts: private decks never reach admins).
  const moderating = !owner && player.is_admin && deck.is_snapshot && deck.is_public
  if (!owner && !moderating) throw forbidden('You cannot edit a snapshot you do not own.')
  if (!deck.is_snapshot) throw badRequest('Not a valid snapshot.')
  if (moderating && !body.moderation_notes) throw badRequest('Moderation notes are required.')
  if (!player.is_admin && body.moderation_notes != null)
    throw badRequest('You do not have permission to moderate snapshots.')

  const title = body.title == null ? deck.title : body.title || null
  const description = body.description == null ? deck.description : body.description || null
  const keepOriginal = moderating && body.description != null && description !== deck.description
  await tx.query(
    `UPDATE deck SET title = $2, description = $3, modified = now(), revision = revision + 1,
       original_description = CASE WHEN $4 THEN description ELSE original_description END,
       moderation_notes = CASE WHEN $5 THEN $6 ELSE moderation_notes END,
       is_moderated = is_moderated OR $5
     WHERE id = $1`,
    [id, title, description, keepOriginal, moderating, body.moderation_notes ?? null],
  )
  await announceDeck(tx, 'deck.saved', deck)
}
