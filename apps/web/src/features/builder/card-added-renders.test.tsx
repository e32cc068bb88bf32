// A card added renders what shows it (the pane's cards, the counts) and nothing else: the frame
// that shows the new count has one frame's time on a mid-tier phone (issue 31 item 3,
// bench/builder.ts). The pane's tools read the deck only when they show what changed: the
// suggestions after that frame, the First Five its count, the test draw and the conflict dialog
// only while open.
import { act, cleanup, render, screen } from '@testing-library/react'
import { Profiler, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../../lib/router/index.ts'
import { mockFetch, withQueryClient } from '../../test-utils.tsx'
import { BuilderFirstFive } from './BuilderFirstFive.tsx'
import { BuilderSuggestions } from './BuilderSuggestions.tsx'
import { BuilderTestDraw } from './BuilderTestDraw.tsx'
import { ConflictDialog } from './ConflictDialog.tsx'
import { setCardCount } from './commands.ts'
import { emptyDeck } from './deck-data.ts'
import { useBuilder } from './state.ts'

const ARADEL = { name: 'Aradel Summergaard', stub: 'aradel-summergaard' }
const hammerKnight = { name: 'Hammer Knight', stub: 'hammer-knight', type: 'Ready Spell' }

afterEach(() => {
  act(() => useBuilder.setState({ enabled: false, paneOpen: false, deck: emptyDeck() }))
  cleanup()
  vi.unstubAllGlobals()
})

const renders: Record<string, number> = {}

/** `children` in a React profiler counting the commits in which it rendered. */
function Counted({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Profiler id={id} onRender={() => (renders[id] = (renders[id] ?? 0) + 1)}>
      {children}
    </Profiler>
  )
}

describe('a card added in the builder', () => {
  it("renders none of the pane's tools in its frame", async () => {
    mockFetch(() => ({
      body: {
        phoenixborn: ARADEL,
        results: [{ card: hammerKnight, with: null, decks: 3, of_decks: 4, share: 0.75 }],
      },
    }))
    act(() => useBuilder.setState({ enabled: true, deck: { ...emptyDeck(), phoenixborn: ARADEL } }))
    const tools = (
      <>
        <Counted id="suggestions">
          <BuilderSuggestions />
        </Counted>
        <Counted id="first five">
          <BuilderFirstFive />
        </Counted>
        <Counted id="test draw">
          <BuilderTestDraw />
        </Counted>
        <Counted id="conflict">
          <ConflictDialog />
        </Counted>
      </>
    )
    const router = createMemoryRouter([{ path: '*', element: tools }], {
      initialEntries: ['/cards/'],
    })
    render(withQueryClient(<RouterProvider router={router} />))
    await screen.findByRole('button', { name: 'Add Hammer Knight' })
    for (const id of Object.keys(renders)) renders[id] = 0

    act(() => {
      setCardCount({ name: 'Blood Archer', stub: 'blood-archer', type: 'Ready Spell' }, 1)
    })
    expect(renders).toEqual({ suggestions: 0, 'first five': 0, 'test draw': 0, conflict: 0 })
    expect(screen.getByRole('button', { name: 'First Five (0/5)' })).toBeTruthy()
  })
})
