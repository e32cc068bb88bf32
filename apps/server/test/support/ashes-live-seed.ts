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

const at = (day: string, micros = '000001') => `${day}T10:11:12.${micros}Z`

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

  const deck = {
    title: null,
    description: null,
    is_public: false,
    is_snapshot: false,
    is_preconstructed: false,
    is_red_rains: false,
    is_legacy: false,
    is_deleted: false,
    is_exported: false,
    preconstructed_release: null,
    ashes_500_score: null,
    ashes_500_revision_id: null,
    source_id: null,
    phoenixborn_id: null,
    is_moderated: false,
    original_description: null,
    moderation_notes: null,
  }
  const aradel = card('aradel-summergaard')
  const rhino = {
    ...deck,
    user_id: 7,
    phoenixborn_id: aradel,
    title: 'Rhino Rush',
    description: 'Uses [[Ancestral Army]] and *Abundance*.',
  }
  const legacyPb = card('aradel-summergaard', true)
  await insertRows(source, 'deck', [
    { ...rhino, id: 101, entity_id: 501, created: at('2021-01-01'), modified: at('2021-04-01') },
    {
      ...rhino,
      id: 102,
      entity_id: 502,
      is_snapshot: true,
      source_id: 101,
      title: 'Private try',
      created: at('2021-01-15'),
      modified: at('2021-01-15'),
    },
    {
      ...rhino,
      id: 103,
      entity_id: 503,
      is_snapshot: true,
      is_public: true,
      source_id: 101,
      created: at('2021-02-01'),
      modified: at('2021-02-01'),
    },
    {
      ...rhino,
      id: 104,
      entity_id: 504,
      is_snapshot: true,
      is_public: true,
      source_id: 101,
      title: 'Rhino Rush v2',
      is_moderated: true,
      original_description: 'rude words',
      moderation_notes: 'cleaned up',
      created: at('2021-03-01', '999999'),
      modified: at('2021-03-02'),
    },
    {
      ...deck,
      id: 105,
      entity_id: 505,
      user_id: 40,
      is_red_rains: true,
      title: 'Rains',
      phoenixborn_id: card('dimona-odinstar'),
      created: at('2022-03-01'),
      modified: at('2022-03-01'),
    },
    {
      ...deck,
      id: 106,
      entity_id: 506,
      user_id: 40,
      is_red_rains: true,
      title: 'Rains',
      is_snapshot: true,
      is_public: true,
      source_id: 105,
      phoenixborn_id: card('dimona-odinstar'),
      created: at('2022-03-02'),
      modified: at('2022-03-02'),
    },
    {
      ...rhino,
      id: 107,
      entity_id: 507,
      title: 'Master Set: Aradel',
      created: at('2020-09-02'),
      modified: at('2020-09-02'),
    },
    {
      ...rhino,
      id: 108,
      entity_id: 508,
      title: 'Master Set: Aradel',
      is_snapshot: true,
      is_public: true,
      is_preconstructed: true,
      preconstructed_release: masterSet,
      source_id: 107,
      created: at('2020-09-03'),
      modified: at('2020-09-03'),
    },
    {
      ...deck,
      id: 110,
      entity_id: 510,
      user_id: 7,
      is_legacy: true,
      title: 'Old times',
      phoenixborn_id: legacyPb,
      created: at('2020-08-30'),
      modified: at('2020-08-30'),
    },
    {
      ...deck,
      id: 111,
      entity_id: 511,
      user_id: 40,
      title: 'Gone',
      is_deleted: true,
      phoenixborn_id: aradel,
      created: at('2022-04-01'),
      modified: at('2022-04-02'),
    },
    {
      ...deck,
      id: 112,
      entity_id: 512,
      user_id: 40,
      title: 'Gone',
      is_deleted: true,
      is_snapshot: true,
      is_public: true,
      source_id: 111,
      phoenixborn_id: aradel,
      created: at('2022-04-01'),
      modified: at('2022-04-02'),
    },
    {
      ...rhino,
      id: 113,
      entity_id: 513,
      user_id: 40,
      source_id: 104,
      title: 'Rhino Rush v2',
      created: at('2022-05-01'),
      modified: at('2022-05-01'),
    },
    {
      ...deck,
      id: 114,
      entity_id: 514,
      user_id: 40,
      created: at('2023-01-01'),
      modified: at('2023-01-01'),
    },
  ])
  // A legacy snapshot imported before its source deck (the 1.0 data's order): its id is lower.
  await insertRows(source, 'deck', [
    {
      ...deck,
      id: 109,
      entity_id: 509,
      user_id: 7,
      is_legacy: true,
      is_snapshot: true,
      is_public: true,
      source_id: 110,
      title: 'Old times',
      phoenixborn_id: legacyPb,
      ashes_500_score: 412,
      ashes_500_revision_id: 3,
      created: at('2020-08-30', '500000'),
      modified: at('2020-08-30', '500000'),
    },
  ])
  const rhinoCards = [
    ['abundance', 3],
    ['ancestral-army', 3],
    ['anchornaut', 2],
  ] as const
  const contents = (ids: number[]) =>
    ids.flatMap((id) =>
      rhinoCards.map(([stub, count]) => ({ deck_id: id, card_id: card(stub), count })),
    )
  await insertRows(source, 'deck_card', [
    ...contents([101, 102, 103, 104, 107, 108, 113]),
    { deck_id: 105, card_id: card('abundance'), count: 3 },
    { deck_id: 106, card_id: card('abundance'), count: 3 },
    { deck_id: 109, card_id: card('abundance', true), count: 3 },
    { deck_id: 110, card_id: card('abundance', true), count: 3 },
  ])
  // Dice in the order they were saved: natural before charm, not by flag.
  const dice = (id: number) => [
    { deck_id: id, die_flag: 8, count: 6 },
    { deck_id: id, die_flag: 2, count: 4 },
  ]
  await insertRows(source, 'deck_die', [
    ...[101, 102, 103, 104, 107, 108, 113].flatMap(dice),
    { deck_id: 105, die_flag: 1, count: 10 },
    { deck_id: 106, die_flag: 1, count: 10 },
    { deck_id: 109, die_flag: 8, count: 10 },
    { deck_id: 110, die_flag: 8, count: 10 },
  ])
  const selected = (id: number) => [
    {
      deck_id: id,
      card_id: card('abundance'),
      tutor_card_id: 0,
      is_first_five: false,
      is_paid_effect: true,
    },
    {
      deck_id: id,
      card_id: card('anchornaut'),
      tutor_card_id: 0,
      is_first_five: true,
      is_paid_effect: false,
    },
    {
      deck_id: id,
      card_id: card('ancestral-army'),
      tutor_card_id: 0,
      is_first_five: true,
      is_paid_effect: false,
    },
    {
      deck_id: id,
      card_id: card('abundance'),
      tutor_card_id: card('ancestral-army'),
      is_first_five: false,
      is_paid_effect: false,
    },
  ]
  await insertRows(source, 'deck_selected_card', [101, 103, 104, 113].flatMap(selected))

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
