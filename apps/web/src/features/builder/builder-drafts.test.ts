import { describe, expect, it, vi } from 'vitest'
import { useAuth } from '../../lib/auth-store.ts'
import { fakeJwt } from '../../test-utils.tsx'
import {
  aradel,
  deckServer,
  jaguar,
  settle,
  setUpBuilderTests,
  state,
} from './builder-test-support.ts'
import { editText, restoreDraft, setCardCount, setPhoenixborn, startNewDeck } from './commands.ts'
import { draftsOf } from './drafts.ts'
import { SAVE_DEBOUNCE_MS } from './save.ts'
import { restoreStoredBuilder } from './state.ts'
import { BUILDER_KEY } from './store-handle.ts'

setUpBuilderTests()

// The test player is Ann#1abc (setUpBuilderTests).
const ann = '1abc'
const logInAs = (username: string, badge: string) =>
  useAuth.getState().logIn(fakeJwt({ sub: badge, exp: 4e9 }), { username, badge })

async function unsavedEdit() {
  const server = deckServer()
  await startNewDeck({})
  setPhoenixborn(aradel)
  setCardCount(jaguar, 2)
  return server
}

describe('no log-out drops unsaved edits', () => {
  it("a log-out keeps the unsaved deck as that player's draft", async () => {
    await unsavedEdit()
    useAuth.getState().logOut()
    expect(state().enabled).toBe(false)
    expect(draftsOf(ann)).toMatchObject([
      { deck: { phoenixborn: aradel, cards: [{ stub: jaguar.stub, count: 2 }] } },
    ])
    // The debounced save of the closed builder sends nothing.
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    expect(state().enabled).toBe(false)
  })

  it('a builder with nothing unsaved leaves no draft', async () => {
    deckServer()
    await startNewDeck({})
    useAuth.getState().logOut()
    expect(draftsOf(ann)).toEqual([])
  })

  it("another player logging in keeps the first player's draft from them", async () => {
    await unsavedEdit()
    logInAs('Bob', '2xyz')
    expect(state().enabled).toBe(false)
    expect(draftsOf(ann)).toHaveLength(1)
    expect(draftsOf('2xyz')).toEqual([])
  })

  it('a newer draft of the same deck replaces the older; drafts of other decks stay', async () => {
    await unsavedEdit()
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    await settle()
    editText('title', 'First words')
    useAuth.getState().logOut()
    logInAs('Ann', ann)
    const [first] = draftsOf(ann)
    if (!first) throw new Error('no draft kept')
    await restoreDraft(first)
    editText('title', 'Second words')
    useAuth.getState().logOut()
    logInAs('Ann', ann)
    await startNewDeck({})
    editText('title', 'Another deck')
    useAuth.getState().logOut()
    expect(draftsOf(ann).map((draft) => draft.deck.title)).toEqual(['Second words', 'Another deck'])
  })

  it('restoring a draft reopens it for its player and saves it', async () => {
    const { bodies } = await unsavedEdit()
    useAuth.getState().logOut()
    logInAs('Ann', ann)
    const [draft] = draftsOf(ann)
    if (!draft) throw new Error('no draft kept')
    await restoreDraft(draft)
    expect(draftsOf(ann)).toEqual([])
    expect(state()).toMatchObject({ enabled: true, isDirty: true, owner: ann })
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    await settle()
    expect(bodies.at(-1)).toMatchObject({ cards: [{ stub: jaguar.stub, count: 2 }] })
    expect(state().isDirty).toBe(false)
  })

  it('a stored builder whose player is no longer logged in becomes their draft at start', () => {
    const deck = { title: 'Left open', phoenixborn: aradel, cards: [], dice: [] }
    localStorage.setItem(
      BUILDER_KEY,
      JSON.stringify({ enabled: true, isDirty: true, deck, owner: '9zzz' }),
    )
    expect(restoreStoredBuilder().enabled).toBe(false)
    expect(draftsOf('9zzz')).toMatchObject([{ deck: { title: 'Left open' } }])
    expect(draftsOf(ann)).toEqual([])
    expect(localStorage.getItem(BUILDER_KEY)).toBeNull()
  })
})
