import type { DeckGameOut } from '@ashes/api'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useToasts } from '../../lib/toast-store.ts'
import { mockFetch, withQueryClient } from '../../test-utils.tsx'
import { DeckGames } from './DeckGames.tsx'
import { DeckRecordPanel } from './DeckRecordPanel.tsx'
import { DeckRecordsSetting, SHOW_RECORDS_LABEL } from './DeckRecordsSetting.tsx'

const RECORD = {
  deck_id: 7,
  games: 4,
  wins: 2,
  losses: 1,
  draws: 1,
  win_rate: 0.5,
  opponents: [
    {
      phoenixborn: { stub: 'coal-roarkwin', name: 'Coal Roarkwin' },
      games: 3,
      wins: 2,
      losses: 1,
      draws: 0,
      win_rate: 0.667,
    },
    {
      phoenixborn: { stub: 'astrea', name: 'Astrea' },
      games: 1,
      wins: 0,
      losses: 0,
      draws: 1,
      win_rate: 0,
    },
  ],
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  useToasts.setState({ toasts: [] })
})

describe("a deck's record", () => {
  it('shows the games in all and the win rate against each opponent Phoenixborn', async () => {
    const fetch = mockFetch(() => ({ body: RECORD }))
    render(withQueryClient(<DeckRecordPanel deckId={7} />))
    expect(await screen.findByRole('heading', { name: 'Record' })).toBeTruthy()
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/v2/decks/7/results')
    expect(screen.getByText('4 games: 2 won, 1 lost, 1 drawn (50% won)')).toBeTruthy()
    const coal = screen.getByRole('row', { name: /Coal Roarkwin/ })
    expect(coal.textContent).toBe('Coal Roarkwin3267%')
    expect(screen.getByRole('row', { name: /Astrea/ }).textContent).toBe('Astrea100%')
  })

  it('shows nothing where the record is not shared (404) or has no games', async () => {
    for (const reply of [
      { status: 404, body: { detail: "This deck's record is not shared." } },
      { body: { ...RECORD, games: 0, wins: 0, losses: 0, draws: 0, opponents: [] } },
    ]) {
      mockFetch(() => reply)
      const client = new QueryClient()
      const { container } = render(
        <QueryClientProvider client={client}>
          <DeckRecordPanel deckId={7} />
        </QueryClientProvider>,
      )
      await waitFor(() => expect(client.getQueryCache().getAll()[0]?.state.status).toBe('success'))
      expect(container.textContent).toBe('')
      cleanup()
    }
  })
})

describe('the account setting for records', () => {
  it('turns showing records on published snapshots on, saving it at once', async () => {
    let shown = false
    const fetch = mockFetch((_url, init) => {
      if (init?.method === 'PUT') shown = JSON.parse(String(init.body)).show_on_public_snapshots
      return { body: { show_on_public_snapshots: shown } }
    })
    render(withQueryClient(<DeckRecordsSetting />))
    const box = (await screen.findByLabelText(SHOW_RECORDS_LABEL)) as HTMLInputElement
    expect(box.checked).toBe(false)
    fireEvent.click(box)
    await waitFor(() =>
      expect((screen.getByLabelText(SHOW_RECORDS_LABEL) as HTMLInputElement).checked).toBe(true),
    )
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')
    expect(String(put?.[0])).toBe('/v2/players/me/deck-records')
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ show_on_public_snapshots: true })
  })
})

const GAME: DeckGameOut = {
  id: 31,
  deck_id: 7,
  result: 'win',
  opponent_phoenixborn: { stub: 'coal-roarkwin', name: 'Coal Roarkwin' },
  format: 'standard',
  played_at: '2026-05-01T18:30:00.000Z',
  match_id: 'ashteki-1',
  recorded: '2026-05-01T19:00:00.000Z',
  app: { client_id: 'ashteki', name: 'Ashteki' },
}

/** The deck's games as a server holds them: listed, and deleted by DELETE. */
function gamesServer(games: DeckGameOut[]) {
  let held = [...games]
  return mockFetch((url, init) => {
    if (init?.method === 'DELETE') {
      held = held.filter((game) => !url.endsWith(`/results/${game.id}`))
      return { body: null }
    }
    if (url.includes('/results/games'))
      return { body: { count: held.length, next: null, previous: null, results: held } }
    return { body: RECORD }
  })
}

describe("the owner's list of a deck's games", () => {
  it('names the app that reported each game', async () => {
    gamesServer([GAME, { ...GAME, id: 32, result: 'loss', app: null }])
    render(withQueryClient(<DeckGames deckId={7} />))
    const rows = await screen.findAllByRole('listitem')
    expect(rows).toHaveLength(2)
    expect(rows[0]?.textContent).toContain('Won against Coal Roarkwin')
    expect(rows[0]?.textContent).toContain('reported by Ashteki')
    expect(rows[1]?.textContent).toContain('Lost against Coal Roarkwin')
    expect(rows[1]?.textContent).toContain('reported by an app since deleted')
  })

  it('deletes a game at the second click, and a double click does not confirm', async () => {
    const fetch = gamesServer([GAME])
    render(withQueryClient(<DeckGames deckId={7} />))
    const button = await screen.findByRole('button', { name: /Delete the game/ })
    const deletes = () => fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE')
    // A double click: the first click arms, the second (detail 2) is not taken as the confirm.
    fireEvent.click(button, { detail: 1 })
    fireEvent.click(button, { detail: 2 })
    expect(button.textContent).toBe('Confirm?')
    expect(deletes()).toHaveLength(0)
    // A deliberate click, once the first half second after arming has passed, confirms.
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull())
    fireEvent.click(button, { detail: 1 })
    await waitFor(() => expect(deletes()).toHaveLength(1))
    expect(String(deletes()[0]?.[0])).toBe('/v2/decks/7/results/31')
    await waitFor(() => expect(screen.queryAllByRole('listitem')).toHaveLength(0))
  })
})
