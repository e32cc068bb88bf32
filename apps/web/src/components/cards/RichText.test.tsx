import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../../lib/router/index.ts'
import { mockFetch, withQueryClient } from '../../test-utils.tsx'
import { CardText, LIVE_CARD_LINKS, UserText } from './RichText.tsx'

function renderInRouter(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }])
  return render(withQueryClient(<RouterProvider router={router} />))
}

const jaguar = {
  name: 'Blue Jaguar',
  stub: 'blue-jaguar',
  type: 'Conjuration',
  release: { name: 'Master Set', stub: 'master-set' },
  text: 'Hunt: [[side]]',
  attack: 2,
  life: 2,
}

describe('card text', () => {
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('renders symbols, dice and card links from the AST', () => {
    renderInRouter(
      <CardText text="Call: [[main]] - 1 [[charm:class]]: Place a [[Blue Jaguar]] conjuration." />,
    )
    expect(screen.getByRole('img', { name: 'Main action' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Charm class' })).toBeTruthy()
    const link = screen.getByRole('link', { name: 'Blue Jaguar' })
    expect(link.getAttribute('href')).toBe('/cards/blue-jaguar/')
    expect(screen.getByText('Call:').tagName).toBe('STRONG')
  })

  it('gives a description full of card references a bounded number of live links', () => {
    const { container } = renderInRouter(<UserText text={`Go ${'[[Ash]] '.repeat(3000)}end`} />)
    expect(screen.getAllByRole('link')).toHaveLength(LIVE_CARD_LINKS)
    expect(container.textContent).toMatch(/^Go (Ash ){3000}end$/)
  })

  it('never injects HTML from user text', () => {
    const { container } = renderInRouter(
      <UserText text={'<img src=x onerror="alert(1)"> **bold**'} />,
    )
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">')
    expect(screen.getByText('bold').tagName).toBe('STRONG')
  })

  it('opens a card popup after 200 ms of hover and closes it 100 ms after leaving', async () => {
    vi.useFakeTimers()
    const fetchMock = mockFetch(() => ({ body: jaguar }))
    renderInRouter(<CardText text="Place a [[Blue Jaguar]]." />)
    const link = screen.getByRole('link', { name: 'Blue Jaguar' })
    fireEvent.mouseEnter(link)
    act(() => vi.advanceTimersByTime(150))
    expect(screen.queryByRole('tooltip')).toBeNull()
    act(() => vi.advanceTimersByTime(60))
    expect(screen.getByRole('tooltip')).toBeTruthy()
    // The preview's body is a chunk of its own: the card is asked for once it has loaded.
    await vi.waitFor(async () => {
      await act(async () => {
        await vi.runOnlyPendingTimersAsync()
      })
      expect(fetchMock).toHaveBeenCalledWith('/v2/cards/blue-jaguar', expect.anything())
    })
    // the image cannot load in jsdom either; the popup shows the image element first
    expect(screen.getByRole('tooltip').textContent).not.toContain('Unable to load')
    fireEvent.mouseLeave(link)
    act(() => vi.advanceTimersByTime(90))
    expect(screen.queryByRole('tooltip')).not.toBeNull()
    act(() => vi.advanceTimersByTime(20))
    expect(screen.queryByRole('tooltip')).toBeNull()
  })
})

describe('user text written in the reference forms', () => {
  afterEach(cleanup)

  it('shows [[*url]] as an image wrapped in a link opening in a new tab, rel "nofollow external"', () => {
    const { container } = renderInRouter(<UserText text="Board: [[*https://example.org/board]]" />)
    const image = container.querySelector('img')
    expect(image?.getAttribute('src')).toBe('https://example.org/board')
    const link = image?.closest('a')
    expect(link?.getAttribute('href')).toBe('https://example.org/board')
    expect(link?.getAttribute('target')).toBe('_blank')
    expect(link?.getAttribute('rel')?.split(' ')).toEqual(
      expect.arrayContaining(['nofollow', 'external']),
    )
  })

  it('never shows an image from a non-http(s) URL', () => {
    const { container } = renderInRouter(
      <UserText text="[[*javascript:alert(1)]] [[*data:image/png;base64,AAAA]]" />,
    )
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('a')).toBeNull()
  })

  it("draws ' - ' as the divider diamond and [[foo:bar]] as the italic phrase 'foo bar'", () => {
    const { container } = renderInRouter(
      <UserText text="[[main]] - 1 [[charm:class]] [[foo:bar]]" />,
    )
    expect(container.querySelectorAll('.icon-divider')).toHaveLength(1)
    // The hyphen stays for a screen reader alone.
    expect(container.querySelector('.sr-only')?.textContent).toBe(' - ')
    expect(container.querySelector('em')?.textContent).toBe('foo bar')
    expect(container.textContent).not.toContain('[[')
  })

  it('shows `~ ` lines as a numbered list', () => {
    const { container } = renderInRouter(<UserText text={'~ mulligan\n~ attack'} />)
    const list = container.querySelector('ol')
    expect(list?.getAttribute('start')).toBe('1')
    expect([...(list?.querySelectorAll('li') ?? [])].map((item) => item.textContent)).toEqual([
      'mulligan',
      'attack',
    ])
  })
})
