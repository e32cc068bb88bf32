import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { NEWS, newestFirst } from '../../content/news.ts'
import { createMemoryRouter, RouterProvider } from '../../lib/router/index.ts'
import { NewsList } from './NewsList.tsx'

const items = [
  { date: '2024-03-01', title: 'Oldest', text: 'a' },
  { date: '2025-01-20', title: 'Newest', text: 'b', link: { to: '/cards/', label: 'Cards' } },
  { date: '2024-11-05', title: 'Middle', text: 'c' },
]

describe('news', () => {
  afterEach(cleanup)

  it('lists the items newest first, whatever their order in the content file', () => {
    const router = createMemoryRouter([{ path: '*', element: <NewsList items={items} /> }])
    render(<RouterProvider router={router} />)
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(titles).toEqual(['Newest', 'Middle', 'Oldest'])
    const times = [...document.querySelectorAll('time')].map((t) => t.getAttribute('dateTime'))
    expect(times).toEqual(['2025-01-20', '2024-11-05', '2024-03-01'])
    expect(screen.getByText('Jan 20, 2025')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Cards' }).getAttribute('href')).toBe('/cards/')
  })

  it('keeps the content file well formed: real days, and at least one item', () => {
    expect(NEWS.length).toBeGreaterThan(0)
    for (const item of NEWS) {
      expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(new Date(`${item.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(item.date)
    }
    expect(newestFirst(NEWS).map((item) => item.date)).toEqual(
      NEWS.map((item) => item.date)
        .sort()
        .reverse(),
    )
  })
})
