import type { Db, Queryable } from '@ashes/runtime'
import bcrypt from 'bcryptjs'
import {
  copyCardData,
  insertRows,
  SOURCE_CARD_OFFSET,
  SOURCE_RELEASE_OFFSET,
  sourceCardEntity,
} from './ashes-live-source.ts'

/** The source's players' passwords, by badge (stored as bcrypt hashes, as the old site did). */
export const SOURCE_PASSWORDS: Record<string, string> = {
  '0aa!': 'skaak old password',
  '1bb*': 'troll old password',
  '2c-d': 'noah old password',
}

import { at, seedDecks } from './ashes-live-seed-decks.ts'

/**
 * Seeds the source with every kind of row the switch-over carries (issue 52): an admin with
 * every setting on and pending reset and export tokens, a banned player, a plain one; owned
 * releases, revoked tokens and an invite; a saved deck with First Five, paid effects and a tutor,
 * its private and public snapshots, a Red Rains deck, a preconstructed one, a legacy snapshot
 * with its Ashes 500 score (whose source deck comes after it), a deleted deck, a clone and an
 * empty deck; comments on a deck and a card (edited, deleted, moderated, numbered), the stream's
 * rows and subscriptions with and without a last-seen position. Our cards are copied first
 * (copyCardData), leaving out one whose entity id the source gave a deck.
 */
export async function seedSource(source: Db, ours: Queryable) {
  const cards = await ours.query<{
    id: number
    stub: string
    is_legacy: boolean
    entity_id: number
  }>('SELECT id, stub, is_legacy, entity_id FROM card')
  const ourCard = (stub: string, legacy = false) => {
    const card = cards.find((c) => c.stub === stub && c.is_legacy === legacy)
    if (!card) throw new Error(`no card ${stub}`)
    return card
  }
  const card = (stub: string, legacy = false) => ourCard(stub, legacy).id + SOURCE_CARD_OFFSET
  const used = [
    'aradel-summergaard',
    'abundance',
    'ancestral-army',
    'anchornaut',
    'dimona-odinstar',
  ]
  const clashing = cards.find((c) => c.entity_id === 505 && !c.is_legacy)
  if (!clashing || used.includes(clashing.stub)) throw new Error('pick another card to leave out')
  await copyCardData(source, ours, [clashing.stub])
  const [release] = await ours.query<{ id: number }>(
    `SELECT id FROM release WHERE stub = 'master-set' AND NOT is_legacy`,
  )
  const masterSet = (release?.id ?? 0) + SOURCE_RELEASE_OFFSET

  const hash = (badge: string) => bcrypt.hashSync(SOURCE_PASSWORDS[badge] ?? '', 4)
  const player = {
    id: 0,
    is_admin: false,
    is_banned: false,
    newsletter_opt_in: false,
    exclude_subscriptions: false,
    email_subscriptions: false,
    colorize_icons: false,
    description: null,
    moderation_notes: null,
    reset_uuid: null,
    deck_export_uuid: null,
  }
  await insertRows(source, '"user"', [
    {
      ...player,
      id: 7,
      email: 'skaak@example.com',
      badge: '0aa!',
      username: 'Skaak',
      description: 'Plays [[Aradel Summergaard]] *a lot*',
      is_admin: true,
      newsletter_opt_in: true,
      email_subscriptions: true,
      colorize_icons: true,
      password: hash('0aa!'),
      reset_uuid: '6f1c2d3e-4b5a-4c6d-8e7f-1a2b3c4d5e6f',
      deck_export_uuid: '7a1c2d3e-4b5a-4c6d-8e7f-1a2b3c4d5e6f',
      created: at('2020-09-01', '123456'),
      modified: at('2024-01-02', '654321'),
    },
    {
      ...player,
      id: 12,
      email: 'troll@example.com',
      badge: '1bb*',
      username: 'Troll',
      is_banned: true,
      moderation_notes: 'Spam in comments',
      password: hash('1bb*'),
      created: at('2021-05-05'),
      modified: at('2021-06-06'),
    },
    {
      ...player,
      id: 40,
      email: 'noah@example.com',
      badge: '2c-d',
      username: 'Noah Redmoon',
      exclude_subscriptions: true,
      password: hash('2c-d'),
      created: at('2022-02-02'),
      modified: at('2022-02-03'),
    },
  ])
  await insertRows(source, 'user_release', [
    { user_id: 7, release_id: masterSet },
    { user_id: 40, release_id: masterSet },
    { user_id: 40, release_id: masterSet + 1 },
  ])
  await insertRows(source, 'user_revoked_tokens', [
    {
      revoked_uuid: '11111111-2222-4333-8444-555555555555',
      user_id: 7,
      expires: '2999-01-01T00:00:00Z',
    },
  ])
  await insertRows(source, 'invite', [
    {
      uuid: '21111111-2222-4333-8444-555555555555',
      email: 'friend@example.com',
      requests: 2,
      requested: at('2025-01-01'),
    },
  ])
  await insertRows(source, 'ashes500_revision', [
    { id: 3, entity_id: 499, description: 'Ashes 500, third revision', created: at('2020-08-30') },
  ])

  await seedDecks(source, card, masterSet)

  const aradelEntity = sourceCardEntity(ourCard('aradel-summergaard').id)
  const comment = {
    source_type: 'deck',
    source_entity_id: 501,
    source_version: null,
    is_deleted: false,
    is_moderated: false,
    original_text: null,
    moderation_notes: null,
  }
  await insertRows(source, 'comment', [
    {
      ...comment,
      id: 201,
      entity_id: 601,
      user_id: 7,
      text: 'First! [[Aradel Summergaard]] *bold*',
      ordering_increment: 1,
      created: at('2021-03-03'),
      modified: at('2021-03-03'),
    },
    {
      ...comment,
      id: 202,
      entity_id: 602,
      user_id: 40,
      text: 'Edited: try [[Anchornaut]]',
      ordering_increment: 2,
      created: at('2021-03-04'),
      modified: at('2021-03-05', '424242'),
    },
    {
      ...comment,
      id: 203,
      entity_id: 603,
      user_id: 40,
      text: 'Never mind',
      is_deleted: true,
      ordering_increment: 3,
      created: at('2021-03-06'),
      modified: at('2021-03-07'),
    },
    {
      ...comment,
      id: 204,
      entity_id: 604,
      user_id: 12,
      text: 'Cleaned up by a moderator',
      is_moderated: true,
      original_text: 'rude words',
      moderation_notes: 'language',
      ordering_increment: 4,
      created: at('2021-03-08'),
      modified: at('2021-03-09'),
    },
    {
      ...comment,
      id: 205,
      entity_id: 605,
      user_id: 40,
      source_type: 'card',
      source_entity_id: aradelEntity,
      source_version: 1,
      text: 'Great Phoenixborn',
      ordering_increment: 1,
      created: at('2021-03-10'),
      modified: at('2021-03-10'),
    },
  ])
  await insertRows(source, 'stream', [
    {
      id: 1,
      entity_id: 504,
      entity_type: 'deck',
      source_entity_id: 501,
      posted: at('2021-03-01'),
      is_legacy: false,
    },
    ...[601, 602, 603, 604].map((entity, i) => ({
      id: 2 + i,
      entity_id: entity,
      entity_type: 'comment',
      source_entity_id: 501,
      posted: at('2021-03-03'),
      is_legacy: false,
    })),
    {
      id: 6,
      entity_id: 605,
      entity_type: 'comment',
      source_entity_id: aradelEntity,
      posted: at('2021-03-10'),
      is_legacy: false,
    },
  ])
  await insertRows(source, 'subscription', [
    { user_id: 7, source_entity_id: 501, last_seen_entity_id: 602 },
    { user_id: 40, source_entity_id: aradelEntity, last_seen_entity_id: 605 },
    { user_id: 40, source_entity_id: 505, last_seen_entity_id: null },
  ])
  await source.query(
    `INSERT INTO streamable (entity_id) SELECT entity_id FROM deck UNION SELECT entity_id FROM comment`,
  )
  return { aradelEntity, leftOut: clashing.stub }
}
