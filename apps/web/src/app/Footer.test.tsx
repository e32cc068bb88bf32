import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

// The footer's bug-report and source links are the publisher's, told by the server in the page
// (SITE_BUG_REPORT_URL, SITE_SOURCE_URL): never the reference site's projects.
async function renderFooter(meta: Record<string, string>) {
  document.head.innerHTML = Object.entries(meta)
    .map(([name, content]) => `<meta name="${name}" content="${content}">`)
    .join('')
  vi.resetModules()
  const { Footer } = await import('./Footer.tsx')
  render(<Footer />)
  return screen.getByRole('contentinfo')
}

describe('footer', () => {
  afterEach(() => {
    cleanup()
    document.head.innerHTML = ''
  })

  it('links the bug-report address and the source the site names', async () => {
    const footer = await renderFooter({
      'ashes-bug-report-url': 'mailto:bugs@decks.example',
      'ashes-source-url': 'https://git.example/decks',
    })
    const bugs = screen.getByRole('link', { name: 'bugs@decks.example' })
    expect(bugs.getAttribute('href')).toBe('mailto:bugs@decks.example')
    expect(screen.getByRole('link', { name: 'Source code' }).getAttribute('href')).toBe(
      'https://git.example/decks',
    )
    expect(footer.textContent).toContain('Found a bug? Tell us at bugs@decks.example.')
  })

  it('names a bug tracker by its address', async () => {
    await renderFooter({ 'ashes-bug-report-url': 'https://git.example/decks/issues' })
    expect(
      screen.getByRole('link', { name: 'https://git.example/decks/issues' }).getAttribute('href'),
    ).toBe('https://git.example/decks/issues')
  })

  // Issue 50 item 18: with no address named, reports go to the site's own page.
  it("sends reports to the site's own contact section when the page names no address", async () => {
    const footer = await renderFooter({})
    expect(screen.getByRole('link', { name: 'Report it' }).getAttribute('href')).toBe(
      '/policies/#contact',
    )
    expect(footer.textContent).toContain('Found a bug? Report it.')
  })

  it("without them names no source, and nothing of the reference site's projects", async () => {
    const footer = await renderFooter({})
    expect(screen.queryByRole('link', { name: 'Source code' })).toBeNull()
    expect(footer.innerHTML).not.toMatch(/ashes\.live|onecrayon/)
    expect(footer.textContent).toContain('Plaid Hat Games')
  })
})
