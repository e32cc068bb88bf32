import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../../lib/router/index.ts'
import { mockFetch, withQueryClient } from '../../test-utils.tsx'
import { resetBuilder } from './commands.ts'
import { emptyDeck } from './deck-data.ts'
import SnapshotModal from './SnapshotModal.tsx'
import { useBuilder } from './state.ts'

const aradel = { name: 'Aradel Summergaard', stub: 'aradel-summergaard' }
const FIVE = ['a', 'b', 'c', 'd', 'e']

function openDeck(firstFive: string[]) {
  useBuilder.setState({
    enabled: true,
    deck: { ...emptyDeck(), id: 41, title: 'Mist', phoenixborn: aradel, first_five: firstFive },
  })
}

/** Opens the dialog; resolves with the body its POST sends once submitted. */
function openDialog(kind: 'snapshot' | 'publish') {
  const sent: unknown[] = []
  mockFetch((url, init) => {
    if (url === '/v2/decks/41/snapshot' && init?.method === 'POST') {
      sent.push(JSON.parse(String(init.body)))
      return { status: 201, body: { detail: 'Snapshot successfully created!', snapshot_id: 42 } }
    }
    return { status: 404, body: { detail: 'Not found.' } }
  })
  const element = <SnapshotModal kind={kind} onClose={() => {}} />
  const router = createMemoryRouter([{ path: '*', element }])
  render(withQueryClient(<RouterProvider router={router} />))
  return sent
}

afterEach(() => {
  cleanup()
  resetBuilder()
  vi.unstubAllGlobals()
})

describe('the publish dialog and the First Five (issue 50 item 3)', () => {
  it('keeps a chosen First Five on the public page unless the player unticks it', async () => {
    openDeck(FIVE)
    const sent = openDialog('publish')
    const keep = screen.getByRole('checkbox', { name: /Include my First Five/ })
    expect(keep).toHaveProperty('checked', true)
    fireEvent.click(screen.getByRole('button', { name: 'Publish deck' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ is_public: true, include_first_five: true })
  })

  it('leaves the First Five out when unticked', async () => {
    openDeck(FIVE)
    const sent = openDialog('publish')
    fireEvent.click(screen.getByRole('checkbox', { name: /Include my First Five/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Publish deck' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ is_public: true, include_first_five: false })
  })

  it('offers no choice when there is no First Five, nor for a private snapshot', () => {
    openDeck([])
    openDialog('publish')
    expect(screen.queryByRole('checkbox')).toBeNull()
    cleanup()
    openDeck(FIVE)
    openDialog('snapshot')
    expect(screen.queryByRole('checkbox')).toBeNull()
  })
})
