import type { UserSelf } from '@ashes/api'
import { DESCRIPTION_MAX_LENGTH } from '@ashes/game'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AccountSettingsForm } from '../features/account/AccountSettingsForm.tsx'
import { resetBuilder } from '../features/builder/commands.ts'
import { DescriptionEditor } from '../features/builder/DescriptionEditor.tsx'
import { emptyDeck } from '../features/builder/deck-data.ts'
import { useBuilder } from '../features/builder/state.ts'
import { SnapshotForm } from '../features/decks/SnapshotForm.tsx'
import { mockFetch, withQueryClient } from '../test-utils.tsx'

// Deck, snapshot and player descriptions are held to DESCRIPTION_MAX_LENGTH by the server (a 422,
// issue 24 item 6): each editor says the limit as the comment editor does, before sending.
const tooLong = 'x'.repeat(DESCRIPTION_MAX_LENGTH + 3)
const OVER = 'Descriptions can be at most 20,000 characters long: 3 too many.'

afterEach(() => {
  cleanup()
  resetBuilder()
  vi.unstubAllGlobals()
})

function Snapshot() {
  const [description, setDescription] = useState('')
  return (
    <SnapshotForm
      title=""
      onTitle={() => {}}
      titlePlaceholder="Title"
      description={description}
      onDescription={setDescription}
      busy={false}
      submitLabel="Publish"
      onSubmit={() => {}}
    />
  )
}

describe('description editors say the length limit', () => {
  it("the builder's description editor counts against 20,000 characters and says when over", () => {
    useBuilder.setState({ enabled: true, deck: { ...emptyDeck(), description: 'Hello' } })
    render(<DescriptionEditor />)
    fireEvent.click(screen.getByRole('button', { name: 'Edit description' }))
    const box = screen.getByLabelText('Description')
    expect(screen.getByText('5 of 20,000 characters')).toBeTruthy()
    fireEvent.change(box, { target: { value: tooLong } })
    expect(screen.getByText(OVER)).toBeTruthy()
    expect(box.getAttribute('aria-invalid')).toBe('true')
  })

  it('the snapshot form counts, says when over and does not send a too long text', () => {
    render(<Snapshot />)
    expect(screen.getByText('0 of 20,000 characters')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: tooLong } })
    expect(screen.getByText(OVER)).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })

  it('the account settings count the profile description', () => {
    mockFetch(() => ({ body: [] }))
    const account = { username: 'Ann', badge: '1abc', description: 'Hi' } as UserSelf
    render(withQueryClient(<AccountSettingsForm account={account} />))
    const box = screen.getByLabelText('Description')
    expect(screen.getByText('2 of 20,000 characters')).toBeTruthy()
    fireEvent.change(box, { target: { value: tooLong } })
    expect(screen.getByText(OVER)).toBeTruthy()
    expect(box.getAttribute('aria-invalid')).toBe('true')
  })
})
