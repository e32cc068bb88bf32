// A card added asks for new suggestions once the frame showing the card is drawn, not inside it:
// the request started in that frame was about a fifth of its work (issue 31 item 3).
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockFetch, withQueryClient } from '../../test-utils.tsx'
import { BuilderSuggestions } from './BuilderSuggestions.tsx'
import { setCardCount } from './commands.ts'
import { emptyDeck } from './deck-data.ts'
import { useBuilder } from './state.ts'

const ARADEL = { name: 'Aradel Summergaard', stub: 'aradel-summergaard' }
const card = (stub: string) => ({ name: stub, stub })

afterEach(() => {
  act(() => useBuilder.setState({ enabled: false, paneOpen: false, deck: emptyDeck() }))
  cleanup()
  vi.unstubAllGlobals()
})

const asked = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.map(([url]) => new URL(String(url), 'http://x').searchParams.getAll('card'))

describe('builder suggestions', () => {
  it('are asked for once the frame showing a card added is drawn', async () => {
    const fetch = mockFetch(() => ({
      body: {
        phoenixborn: ARADEL,
        results: [{ card: card('hammer-knight'), with: null, decks: 3, of_decks: 4, share: 0.75 }],
      },
    }))
    act(() => useBuilder.setState({ enabled: true, deck: { ...emptyDeck(), phoenixborn: ARADEL } }))
    render(withQueryClient(<BuilderSuggestions />))
    await screen.findByRole('button', { name: 'Add hammer-knight' })
    expect(asked(fetch)).toEqual([[]])

    act(() => {
      setCardCount({ ...card('blood-archer'), type: 'Ready Spell' }, 1)
    })
    // The change is rendered; the request waits for the frame.
    expect(asked(fetch)).toEqual([[]])
    await waitFor(() => expect(asked(fetch)).toEqual([[], ['blood-archer']]))
  })

  it('are asked for in the idle time after that frame, with the rest of its later work, without a timer in it', async () => {
    const fetch = mockFetch(() => ({ body: { phoenixborn: ARADEL, results: [] } }))
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    act(() => useBuilder.setState({ enabled: true, deck: { ...emptyDeck(), phoenixborn: ARADEL } }))
    render(withQueryClient(<BuilderSuggestions />))
    await waitFor(() => expect(asked(fetch)).toEqual([[]]))

    const timers = vi.spyOn(globalThis, 'setTimeout')
    const frames = vi.spyOn(globalThis, 'requestAnimationFrame')
    act(() => {
      setCardCount({ ...card('blood-archer'), type: 'Ready Spell' }, 1)
    })
    expect(timers).not.toHaveBeenCalled()
    expect(frames).not.toHaveBeenCalled()
    // One idle callback for all the change's later work: the suggestions and the kept state.
    expect(idle).toHaveLength(1)
    timers.mockRestore()
    frames.mockRestore()
    expect(asked(fetch)).toEqual([[]])
    act(() => {
      for (const run of idle.splice(0)) run()
    })
    await waitFor(() => expect(asked(fetch)).toEqual([[], ['blood-archer']]))
  })

  it('say the deck already holds what there is to suggest, not that decks are too few (issue 50 item 9)', async () => {
    mockFetch(() => ({ body: { phoenixborn: ARADEL, decks: 40, in_deck: 12, results: [] } }))
    act(() => useBuilder.setState({ enabled: true, deck: { ...emptyDeck(), phoenixborn: ARADEL } }))
    render(withQueryClient(<BuilderSuggestions />))
    expect(
      await screen.findByText(
        'Your deck already holds every card public Aradel decks play often enough to suggest.',
      ),
    ).toBeTruthy()
    expect(screen.queryByText(/Not enough public/)).toBeNull()
  })

  it('say decks are too few when no card is played often enough', async () => {
    mockFetch(() => ({ body: { phoenixborn: ARADEL, decks: 2, in_deck: 0, results: [] } }))
    act(() => useBuilder.setState({ enabled: true, deck: { ...emptyDeck(), phoenixborn: ARADEL } }))
    render(withQueryClient(<BuilderSuggestions />))
    expect(
      await screen.findByText('Not enough public Aradel decks to suggest cards yet.'),
    ).toBeTruthy()
  })
})
