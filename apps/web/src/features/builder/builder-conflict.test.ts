import { describe, expect, it, vi } from 'vitest'
import {
  aradel,
  jaguar,
  MIST,
  type SaveBody,
  savedDeck,
  settle,
  setUpBuilderTests,
  state,
  ward,
} from './builder-test-support.ts'
import { editDeck, setCardCount } from './commands.ts'
import { applyMineOnTop, discardMine } from './conflict.ts'
import { fromServer, saveStatus } from './deck-data.ts'
import { mergeEdits, sameContent } from './merge.ts'
import { SAVE_DEBOUNCE_MS } from './save.ts'
import { takeSave } from './tab-sync.ts'

setUpBuilderTests()

const DECK = MIST

/**
 * A deck server with revisions, as PUT /v2/decks answers since issue 24 item 1: each save bumps
 * the revision (the ETag); a save whose If-Match names another is refused with 412 and the deck.
 */
function revisionedServer() {
  let deck = DECK
  let revision = 1
  let loseAnswer = false
  const ifMatches: (string | null)[] = []
  const etag = () => `"41.${revision}"`
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    const headers = { ETag: etag() }
    if (init?.method === 'GET' && url.startsWith('/v2/decks/41?'))
      return Response.json({ deck: savedDeck(deck), releases: [] }, { headers })
    const ifMatch = new Headers(init?.headers).get('If-Match')
    ifMatches.push(ifMatch)
    if (ifMatch !== null && ifMatch !== etag())
      return Response.json(
        {
          detail: 'This deck was changed elsewhere since the version you edited.',
          deck: savedDeck(deck),
        },
        { status: 412, headers },
      )
    deck = JSON.parse(String(init?.body)) as SaveBody
    revision += 1
    if (loseAnswer) {
      loseAnswer = false
      throw new TypeError('Failed to fetch')
    }
    return Response.json(savedDeck(deck), { headers: { ETag: etag() } })
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    ifMatches,
    current: () => deck,
    /** Another tab or device saves `change` over the deck. */
    saveElsewhere: (change: Partial<SaveBody>) => {
      deck = { ...deck, ...change }
      revision += 1
      return savedDeck(deck)
    },
    etag,
    /** The next save is stored, but its answer never arrives (the page left, the network fell). */
    loseNextAnswer: () => {
      loseAnswer = true
    },
  }
}

const counts = (cards: { stub: string; count: number }[]) =>
  Object.fromEntries(cards.map((card) => [card.stub, card.count]))
const SERVER_CHANGE = { cards: [{ stub: jaguar.stub, count: 2 }] }

/** Deck 41 open in the builder; the server then saves `SERVER_CHANGE` elsewhere. */
async function changedElsewhere() {
  const server = revisionedServer()
  await editDeck(41)
  server.saveElsewhere(SERVER_CHANGE)
  setCardCount(ward, 2)
  await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
  await settle()
  return server
}

describe('saving with the revision the edits started from', () => {
  it('every save sends If-Match: the ETag of the deck loaded, then of its last save', async () => {
    const server = revisionedServer()
    await editDeck(41)
    setCardCount(ward, 1)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    await settle()
    setCardCount(ward, 2)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    await settle()
    expect(server.ifMatches).toEqual(['"41.1"', '"41.2"'])
    expect(saveStatus(state())).toBe('saved')
  })

  it('a save refused as stale shows the conflict, never "saved", and keeps the change unsaved', async () => {
    const server = await changedElsewhere()
    expect(server.ifMatches).toEqual(['"41.1"'])
    expect(saveStatus(state())).toBe('conflict')
    expect(state().isDirty).toBe(true)
    expect(counts(state().deck.cards)).toEqual({ [jaguar.stub]: 1, [ward.stub]: 2 })
    expect(state().conflict?.open).toBe(true)
    // Autosaves wait for the player's choice: nothing is sent again meanwhile.
    setCardCount(ward, 3)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS * 3)
    expect(server.ifMatches).toHaveLength(1)
    expect(counts(server.current().cards)).toEqual({ [jaguar.stub]: 2 })
  })

  it("applying the change on top saves the other save's cards and the player's with the new revision", async () => {
    const server = await changedElsewhere()
    expect(await applyMineOnTop()).toBe(true)
    expect(server.ifMatches).toEqual(['"41.1"', '"41.2"'])
    expect(counts(server.current().cards)).toEqual({ [jaguar.stub]: 2, [ward.stub]: 2 })
    expect(saveStatus(state())).toBe('saved')
    expect(state().conflict).toBeNull()
    expect(state().deck.etag).toBe(server.etag())
  })

  it('discarding the change takes the deck as it is on the server', async () => {
    const server = await changedElsewhere()
    discardMine()
    expect(counts(state().deck.cards)).toEqual({ [jaguar.stub]: 2 })
    expect(state().isDirty).toBe(false)
    expect(saveStatus(state())).toBe('saved')
    expect(state().deck.etag).toBe(server.etag())
    setCardCount(ward, 1)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    await settle()
    expect(server.ifMatches.at(-1)).toBe('"41.2"')
    expect(saveStatus(state())).toBe('saved')
  })
})

describe("the builder's own save", () => {
  it('a save stored but never answered is known as its own: no conflict, the later edit saved on it', async () => {
    const server = revisionedServer()
    await editDeck(41)
    server.loseNextAnswer()
    setCardCount(ward, 2)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    await settle()
    expect(state().isDirty).toBe(true)
    setCardCount(ward, 3)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    await settle()
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    await settle()
    expect(server.ifMatches).toEqual(['"41.1"', '"41.1"', '"41.2"'])
    expect(state().conflict).toBeNull()
    expect(saveStatus(state())).toBe('saved')
    expect(counts(server.current().cards)).toEqual({ [jaguar.stub]: 1, [ward.stub]: 3 })
  })
})

describe('a change elsewhere that the edits hold already', () => {
  it('is no conflict: the edits are saved on top of it at once', async () => {
    const server = revisionedServer()
    await editDeck(41)
    setCardCount(ward, 2)
    setCardCount(jaguar, 3)
    server.saveElsewhere({ cards: [...DECK.cards, { stub: ward.stub, count: 2 }] })
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    await settle()
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    await settle()
    expect(state().conflict).toBeNull()
    expect(server.ifMatches).toEqual(['"41.1"', '"41.2"'])
    expect(counts(server.current().cards)).toEqual({ [jaguar.stub]: 3, [ward.stub]: 2 })
    expect(saveStatus(state())).toBe('saved')
  })

  it('a change the edits do not hold is still a conflict', async () => {
    const server = revisionedServer()
    await editDeck(41)
    setCardCount(ward, 2)
    server.saveElsewhere({ cards: [...DECK.cards, { stub: ward.stub, count: 1 }] })
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    await settle()
    expect(saveStatus(state())).toBe('conflict')
  })
})

describe("another tab's save", () => {
  it('a tab without unsaved edits takes the saved deck and its revision at once', async () => {
    const server = revisionedServer()
    await editDeck(41)
    const saved = fromServer(server.saveElsewhere(SERVER_CHANGE), server.etag())
    takeSave({ owner: '1abc', deck: saved })
    expect(counts(state().deck.cards)).toEqual({ [jaguar.stub]: 2 })
    expect(state().deck.etag).toBe('"41.2"')
    expect(saveStatus(state())).toBe('saved')
  })

  it('a tab with unsaved edits knows at once that they are of an older version', async () => {
    const server = revisionedServer()
    await editDeck(41)
    setCardCount(ward, 2)
    const saved = fromServer(server.saveElsewhere(SERVER_CHANGE), server.etag())
    takeSave({ owner: '1abc', deck: saved })
    expect(saveStatus(state())).toBe('conflict')
    expect(counts(state().deck.cards)).toEqual({ [jaguar.stub]: 1, [ward.stub]: 2 })
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    expect(server.ifMatches).toEqual([])
  })

  it("another player's save, or another deck's, is not taken", async () => {
    const server = revisionedServer()
    await editDeck(41)
    const saved = fromServer(server.saveElsewhere(SERVER_CHANGE), server.etag())
    takeSave({ owner: 'someone-else', deck: saved })
    takeSave({ owner: '1abc', deck: { ...saved, id: 42 } })
    expect(counts(state().deck.cards)).toEqual({ [jaguar.stub]: 1 })
  })
})

describe('mergeEdits', () => {
  const base = fromServer(savedDeck(DECK), '"41.1"')
  const [first] = base.cards
  if (!first) throw new Error('the fixture deck has a card')
  it("takes the player's value where the player changed something, the server's elsewhere", () => {
    const mine = { ...base, title: 'Mine', cards: [{ ...first, count: 3 }] }
    const theirs = {
      ...base,
      etag: '"41.2"',
      description: 'Theirs',
      cards: [{ ...first, count: 2 }],
      dice: [{ name: 'charm' as const, count: 5 }],
    }
    const merged = mergeEdits(base, mine, theirs)
    expect(merged).toMatchObject({ title: 'Mine', description: 'Theirs', etag: '"41.2"' })
    expect(counts(merged.cards)).toEqual({ [jaguar.stub]: 3 })
    expect(merged.dice).toEqual([{ name: 'charm', count: 5 }])
  })

  it('a card the player removed is removed; one the server removed stays removed', () => {
    const withWard = { ...base, cards: [...base.cards, { ...first, stub: ward.stub }] }
    const mine = { ...withWard, cards: withWard.cards.filter((card) => card.stub !== jaguar.stub) }
    const theirs = { ...withWard, cards: withWard.cards.filter((card) => card.stub !== ward.stub) }
    expect(mergeEdits(withWard, mine, theirs).cards).toEqual([])
  })
})

describe('sameContent', () => {
  const base = fromServer(savedDeck(DECK), '"41.1"')
  it('compares what the server keeps: its order of paid effects, no picks of cards not in the deck', () => {
    const mine = {
      ...base,
      first_five: [jaguar.stub, ward.stub, jaguar.stub],
      effect_costs: [jaguar.stub, aradel.stub, ward.stub],
      tutor_map: { [jaguar.stub]: ward.stub },
    }
    const kept = { ...base, first_five: [jaguar.stub], effect_costs: [aradel.stub, jaguar.stub] }
    expect(sameContent(mine, kept)).toBe(true)
    expect(sameContent({ ...base, effect_costs: [jaguar.stub] }, base)).toBe(true)
    expect(sameContent({ ...base, first_five: [jaguar.stub] }, base)).toBe(false)
    expect(sameContent({ ...base, title: 'Other' }, base)).toBe(false)
  })
})
