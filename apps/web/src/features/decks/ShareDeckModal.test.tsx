import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useOptions } from '../../lib/options-store.ts'
import { OPTIONS_KEY } from '../../lib/storage.ts'
import { useToasts } from '../../lib/toast-store.ts'
import { listedDeck } from '../../test-fixtures/decks.ts'
import ShareDeckModal from './ShareDeckModal.tsx'

const text = () =>
  (screen.getByRole('textbox', { name: 'Deck as text' }) as HTMLTextAreaElement).value

describe('share and export modal', () => {
  afterEach(() => {
    cleanup()
    for (const key of [
      'exportShowCardCounts',
      'exportSortByType',
      'exportShowAttribution',
    ] as const)
      useOptions.getState().setOption(key, true)
    vi.unstubAllGlobals()
  })

  it('exports the deck as text and remembers the three options', () => {
    render(<ShareDeckModal deck={listedDeck()} onClose={() => {}} />)
    expect(text()).toContain('Cards (3 / 30):\n\nAllies (3):\n3x Hammer Knight')
    expect(text()).toContain(`Created with ${window.location.origin}`)

    fireEvent.click(screen.getByRole('checkbox', { name: 'Card counts' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Attribution' }))
    expect(text()).not.toContain('Cards (')
    expect(text()).not.toContain('Created with')
    expect(JSON.parse(localStorage.getItem(OPTIONS_KEY) ?? '{}')).toMatchObject({
      exportShowCardCounts: false,
      exportSortByType: true,
      exportShowAttribution: false,
    })
  })

  it('copies the share URL with a toast and warns that a latest save is live', async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    render(
      <ShareDeckModal
        deck={listedDeck({ is_snapshot: false, direct_share_uuid: 'abc-123' })}
        onClose={() => {}}
      />,
    )
    const url = `${window.location.origin}/decks/share/abc-123/`
    expect((screen.getByRole('textbox', { name: 'Share URL' }) as HTMLInputElement).value).toBe(url)
    expect(
      screen.getByText(/anyone with this link can see the most recent saved copy/),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }))
    await waitFor(() => expect(useToasts.getState().toasts[0]?.message).toBe('Share URL copied!'))
    expect(writeText).toHaveBeenCalledWith(url)
  })

  it('has no share box without a share UUID, and closes on Escape', () => {
    const onClose = vi.fn()
    render(<ShareDeckModal deck={listedDeck()} onClose={onClose} />)
    expect(screen.queryByRole('textbox', { name: 'Share URL' })).toBeNull()
    fireEvent.keyDown(window, { key: 'Escape' })
    expect(onClose).toHaveBeenCalled()
  })
})
