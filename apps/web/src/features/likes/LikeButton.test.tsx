import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAuth } from '../../lib/auth-store.ts'
import { needsNetwork, useConnection } from '../../lib/offline.ts'
import { useToasts } from '../../lib/toast-store.ts'
import { mockFetch } from '../../test-utils.tsx'
import { LikeButton } from './LikeButton.tsx'

const deck = { id: 12, like_count: 2, user: { badge: 'author1' } }
const likeButton = () => screen.getByRole('button', { name: 'Like this deck' })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  useAuth.setState({ token: null, badge: null })
})

describe('the deck page’s like', () => {
  it('likes for a logged-in player and shows the count the server answered', async () => {
    useAuth.setState({ token: 'the-token', badge: 'fan1' })
    const fetchMock = mockFetch(() => ({ body: { like_count: 3, is_liked: true } }))
    render(<LikeButton deck={deck} liked={false} />)
    expect(likeButton().getAttribute('aria-pressed')).toBe('false')
    expect(screen.getByTestId('like-count').textContent).toBe('2 likes')
    fireEvent.click(likeButton())
    expect(await screen.findByText('3 likes')).toBeTruthy()
    expect(likeButton().getAttribute('aria-pressed')).toBe('true')
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/v2/decks/12/like')
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PUT')
  })

  it('takes a like back with DELETE', async () => {
    useAuth.setState({ token: 'the-token', badge: 'fan1' })
    const fetchMock = mockFetch(() => ({ body: { like_count: 1, is_liked: false } }))
    render(<LikeButton deck={deck} liked />)
    fireEvent.click(likeButton())
    expect(await screen.findByText('1 like')).toBeTruthy()
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE')
  })

  it('says why a like failed, and keeps the state it had', async () => {
    useAuth.setState({ token: 'the-token', badge: 'fan1' })
    mockFetch(() => ({ status: 404, body: { detail: 'Deck not found.' } }))
    render(<LikeButton deck={deck} liked={false} />)
    fireEvent.click(likeButton())
    expect((await screen.findByRole('alert')).textContent).toContain('Deck not found.')
    expect(likeButton().getAttribute('aria-pressed')).toBe('false')
  })

  it('says that a like needs the network when offline, and sends nothing', () => {
    useAuth.setState({ token: 'the-token', badge: 'fan1' })
    useConnection.setState({ online: false })
    const fetchMock = mockFetch(() => ({ body: { like_count: 3, is_liked: true } }))
    render(<LikeButton deck={deck} liked={false} />)
    fireEvent.click(likeButton())
    useConnection.setState({ online: true })
    expect(fetchMock).not.toHaveBeenCalled()
    expect(useToasts.getState().toasts[0]?.message).toBe(needsNetwork('Liking a deck'))
    expect(likeButton().getAttribute('aria-pressed')).toBe('false')
  })

  it('is only a count for the deck’s author and for visitors', () => {
    useAuth.setState({ token: 'the-token', badge: 'author1' })
    render(<LikeButton deck={deck} liked={false} />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByTestId('like-count').textContent).toBe('2 likes')
    cleanup()
    useAuth.setState({ token: null, badge: null })
    render(<LikeButton deck={deck} liked={undefined} />)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
