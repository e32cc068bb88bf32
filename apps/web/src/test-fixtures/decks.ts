import type { DeckOut } from '@ashes/api'

/** A listing item as the API sends it (api-decks 3.4), for component tests. */
export function listedDeck(overrides: Partial<DeckOut> = {}): DeckOut {
  const release = { name: 'Master Set', stub: 'master-set' }
  return {
    id: 12,
    entity_id: 120,
    source_id: 10,
    title: 'Rhino Rush',
    created: '2025-01-01T10:00:00.000000Z',
    modified: new Date(Date.now() - 3 * 3600_000).toISOString(),
    user: { username: 'Skaak', badge: 'a1b2' },
    dice: [
      { name: 'natural', count: 5 },
      { name: 'charm', count: 5 },
    ],
    phoenixborn: {
      name: 'Aradel Summergaard',
      stub: 'aradel-summergaard',
      battlefield: 6,
      life: 18,
      spellboard: 4,
      is_legacy: false,
    },
    cards: [
      {
        count: 3,
        name: 'Hammer Knight',
        stub: 'hammer-knight',
        type: 'Ally',
        phoenixborn: null,
        is_legacy: false,
        release,
      },
    ],
    conjurations: [],
    is_public: true,
    is_snapshot: true,
    is_red_rains: false,
    is_unrestricted: false,
    is_preconstructed: false,
    ...overrides,
  }
}
