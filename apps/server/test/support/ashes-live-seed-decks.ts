import type { Db } from '@ashes/runtime'
import { insertRows } from './ashes-live-source.ts'

/** A date of the source, with microseconds (the reference keeps them: api-decks 0.5). */
export const at = (day: string, micros = '000001') => `${day}T10:11:12.${micros}Z`

/**
 * The source's decks (seedSource): a saved deck with First Five, paid effects and a tutor, its
 * private and public snapshots, a Red Rains deck, a preconstructed one, a legacy snapshot with
 * its Ashes 500 score whose source deck comes after it, a deleted deck, a clone and an empty
 * deck. `card` names a card of the source by stub.
 */
export async function seedDecks(
  source: Db,
  card: (stub: string, legacy?: boolean) => number,
  masterSet: number,
) {
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
      title: 'The Mist Guardian',
      created: at('2020-09-02'),
      modified: at('2020-09-02'),
    },
    {
      ...rhino,
      id: 108,
      entity_id: 508,
      title: 'The Mist Guardian',
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
}
