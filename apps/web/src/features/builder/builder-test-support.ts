// Fixtures of the builder's unit tests: cards, a fake deck server, and the per-test setup.
import { type DeckSaveOut, deckTexts } from '@ashes/api'
import { afterEach, beforeEach, vi } from 'vitest'
import { useAuth } from '../../lib/auth-store.ts'
import { useToasts } from '../../lib/toast-store.ts'
import { fakeJwt } from '../../test-utils.tsx'
import { resetBuilder } from './commands.ts'
import { useDrafts } from './drafts.ts'
import { useBuilder } from './state.ts'

export const aradel = { name: 'Aradel Summergaard', stub: 'aradel-summergaard' }
export const jessa = { name: 'Jessa Na Ni', stub: 'jessa-na-ni' }
export const jaguar = {
  stub: 'summon-blue-jaguar',
  name: 'Summon Blue Jaguar',
  type: 'Ready Spell',
}
export const waterSpirit = {
  stub: 'water-spirit',
  name: 'Water Spirit',
  type: 'Ally',
  phoenixborn: 'Aradel Summergaard',
}
export const ward = {
  ...waterSpirit,
  stub: 'aradels-ward',
  name: "Aradel's Ward",
  type: 'Reaction Spell',
}

export interface SaveBody {
  id?: number
  title: string
  phoenixborn: string | null
  cards: { stub: string; count: number }[]
  dice: { name: string; count: number }[]
  is_red_rains: boolean
  is_unrestricted: boolean
}

/** A saved deck of Aradel (id 41), as the conflict, newest-revision and offline tests start from. */
export const MIST: SaveBody = {
  id: 41,
  title: 'Mist',
  phoenixborn: aradel.stub,
  cards: [{ stub: jaguar.stub, count: 1 }],
  dice: [{ name: 'natural', count: 5 }],
  is_red_rains: false,
  is_unrestricted: false,
}

/** The deck API's PUT reply for a body (what the server answers for a valid deck). */
export function savedDeck(body: SaveBody): DeckSaveOut {
  const known = [jaguar, waterSpirit, ward]
  const pb = [aradel, jessa].find((card) => card.stub === body.phoenixborn)
  return {
    id: body.id ?? 41,
    entity_id: 1,
    source_id: null,
    title: body.title || null,
    created: '2024-01-01T00:00:00Z',
    modified: '2024-01-01T00:00:01Z',
    user: { username: 'Ann', badge: '1abc' },
    dice: body.dice,
    phoenixborn: pb ? { ...pb, is_legacy: false } : null,
    cards: body.cards.map(({ stub, count }) => {
      const card = known.find((entry) => entry.stub === stub) ?? jaguar
      return {
        count,
        stub,
        name: card.name,
        type: card.type,
        phoenixborn: 'phoenixborn' in card ? String(card.phoenixborn) : null,
        is_legacy: false,
        release: { name: 'Master Set', stub: 'master-set' },
      }
    }),
    conjurations: [],
    is_public: false,
    is_snapshot: false,
    is_red_rains: body.is_red_rains,
    is_unrestricted: body.is_unrestricted,
    is_preconstructed: false,
    ...deckTexts({}),
    first_five: [],
    effect_costs: [],
    tutor_map: {},
  }
}

const KIND_REFUSED = {
  redRains: 'You cannot convert between Red Rains and PvP for decks with a public snapshot.',
  unrestricted:
    'You cannot convert between unrestricted and standard decks for decks with a public snapshot.',
}

/**
 * A deck server answering PUT /v2/decks and GET /v2/decks/{id} (the last saved deck); while
 * `held`, PUT replies wait for `release()`. Once `publish()`ed, a save changing the deck's
 * Red Rains or unrestricted flag is refused as the real server refuses it.
 */
export function deckServer(options: { fail?: boolean; saved?: SaveBody } = {}) {
  const bodies: SaveBody[] = []
  let gate: Promise<void> | null = null
  let open = () => {}
  let saved = options.saved
  let published = false
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    if (init?.method === 'GET' && saved && url.startsWith(`/v2/decks/${saved.id ?? 41}?`)) {
      return Response.json({ deck: savedDeck(saved), has_published_snapshot: published })
    }
    if (url !== '/v2/decks' || init?.method !== 'PUT') {
      return Response.json({ detail: 'Not found.' }, { status: 404 })
    }
    const body = JSON.parse(String(init.body)) as SaveBody
    bodies.push(body)
    if (gate) await gate
    if (options.fail)
      return Response.json({ detail: 'This deck has been deleted.' }, { status: 400 })
    if (published && saved && body.is_red_rains !== saved.is_red_rains)
      return Response.json({ detail: KIND_REFUSED.redRains }, { status: 400 })
    if (published && saved && body.is_unrestricted !== saved.is_unrestricted)
      return Response.json({ detail: KIND_REFUSED.unrestricted }, { status: 400 })
    saved = { ...body, id: body.id ?? 41 }
    return Response.json(savedDeck(body))
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    bodies,
    fetchMock,
    hold: () => {
      gate = new Promise((resolve) => {
        open = resolve
      })
    },
    release: () => {
      gate = null
      open()
    },
    /** The deck gets a public snapshot (published from this or another tab). */
    publish: () => {
      published = true
    },
  }
}

export const state = () => useBuilder.getState()
export const lastToast = () => useToasts.getState().toasts[0]?.message
/** Lets the pending fetch promises settle. */
export const settle = () => vi.advanceTimersByTimeAsync(0)

/** Fake timers and a logged-in player for every test; a clean builder, storage and toasts after. */
export function setUpBuilderTests() {
  beforeEach(() => {
    vi.useFakeTimers()
    useAuth.getState().logIn(fakeJwt({ sub: '1abc', exp: 4e9 }), { username: 'Ann', badge: '1abc' })
  })
  afterEach(() => {
    resetBuilder()
    vi.useRealTimers()
    vi.unstubAllGlobals()
    useToasts.setState({ toasts: [] })
    useDrafts.setState({ drafts: {} })
    localStorage.clear()
  })
}
