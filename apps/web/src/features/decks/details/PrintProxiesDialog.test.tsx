import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAuth } from '../../../lib/auth-store.ts'
import PrintProxiesDialog, { defaultPaper } from './PrintProxiesDialog.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  useAuth.setState({ token: null })
})

describe('defaultPaper', () => {
  it('is Letter where the browser language names a Letter country, else A4', () => {
    expect(defaultPaper(['en-US', 'en'])).toBe('letter')
    expect(defaultPaper(['fr-CA'])).toBe('letter')
    expect(defaultPaper(['en'])).toBe('letter')
    expect(defaultPaper(['en-GB'])).toBe('a4')
    expect(defaultPaper(['de'])).toBe('a4')
    expect(defaultPaper([])).toBe('a4')
    expect(defaultPaper(['not a language!'])).toBe('a4')
  })
})

describe('PrintProxiesDialog', () => {
  function stubDownload(response: Response) {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response)
    vi.stubGlobal('fetch', fetchMock)
    const objectUrl = vi.fn(() => 'blob:proxies')
    // jsdom has no object URLs: a stand-in class for this test only.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = objectUrl
        static override revokeObjectURL = vi.fn()
      },
    )
    return { fetchMock, objectUrl }
  }

  it("asks for the chosen paper and conjurations with the player's token, the saved version on a private page", async () => {
    useAuth.setState({ token: 'the-token' })
    const pdf = new Response('%PDF-1.7', {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'inline; filename="mist-proxies.pdf"',
      },
    })
    const { fetchMock, objectUrl } = stubDownload(pdf)
    const onClose = vi.fn()
    render(<PrintProxiesDialog deckId={7} saved onClose={onClose} />)
    fireEvent.click(screen.getByRole('radio', { name: 'Letter' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include conjurations' }))
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }))
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled())
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/v2/decks/7/proxies.pdf?paper=letter&conjurations=true&show_saved=true')
    expect(init?.headers).toEqual({ Authorization: 'Bearer the-token' })
    expect(objectUrl).toHaveBeenCalledTimes(1)
  })

  it('shows the API refusal with a way to retry', async () => {
    stubDownload(
      new Response(JSON.stringify({ detail: 'You do not have access to this deck.' }), {
        status: 403,
        headers: { 'Content-Type': 'application/json' },
      }),
    )
    render(<PrintProxiesDialog deckId={7} saved={false} onClose={vi.fn()} />)
    fireEvent.click(screen.getByRole('radio', { name: 'A4' }))
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('You do not have access to this deck.')
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  })
})
