import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useToasts } from '../../lib/toast-store.ts'
import { mockFetch, withQueryClient } from '../../test-utils.tsx'
import { ExportDecks } from './ExportDecks.tsx'

const TOKEN = '5f0c8a8e-3b1a-4c55-9b1e-2f5d8c7a6b4e'

const show = () => render(withQueryClient(<ExportDecks />))
const ask = () => fireEvent.click(screen.getByRole('button', { name: 'Show export token' }))

describe('export decks to another site', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    useToasts.setState({ toasts: [] })
  })

  it('explains the export and asks for the token only when the player wants it', () => {
    const fetch = mockFetch(() => ({ body: { export_token: TOKEN } }))
    show()
    expect(screen.getByRole('heading', { name: 'Export decks to another site' })).toBeTruthy()
    expect(screen.getByText(/anyone who has it can copy your decks/)).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
  })

  it("shows the token, the other site's import page for it, and copies it", async () => {
    const fetch = mockFetch(() => ({ body: { export_token: TOKEN } }))
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    show()
    ask()
    const field = (await screen.findByLabelText('Export token')) as HTMLInputElement
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/v2/players/me/export')
    expect(field.value).toBe(TOKEN)
    expect(field.readOnly).toBe(true)
    expect(screen.getByText(`/players/me/import/${TOKEN}/`)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }))
    await waitFor(() =>
      expect(useToasts.getState().toasts[0]?.message).toBe('Export token copied!'),
    )
    expect(writeText).toHaveBeenCalledWith(TOKEN)
  })

  it('says so, without a token or a retry, when the site allows no exports', async () => {
    mockFetch(() => ({
      status: 400,
      body: { detail: 'Deck exports are disallowed for this site.' },
    }))
    show()
    ask()
    expect(
      (await screen.findByText('Deck exports are disallowed for this site.')).getAttribute('role'),
    ).toBe('status')
    expect(screen.queryByLabelText('Export token')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('reports any other failure with a retry that can still get the token', async () => {
    let fail = true
    mockFetch(() =>
      fail ? { status: 500, body: { detail: 'Broken' } } : { body: { export_token: TOKEN } },
    )
    show()
    ask()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Unable to load export token; please report this!')
    fail = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(((await screen.findByLabelText('Export token')) as HTMLInputElement).value).toBe(TOKEN)
  })
})
