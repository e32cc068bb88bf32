// Issue 50 item 18: with no bug-report address set, the footer sends players to the content
// policies' Contact section, which tells them where reports go on this site.
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

async function renderPolicies(bugReportUrl: string) {
  document.head.innerHTML = `<meta name="ashes-bug-report-url" content="${bugReportUrl}">`
  vi.resetModules()
  const { default: Policies } = await import('./Policies.tsx')
  render(<Policies />)
  return screen.getByRole('region', { name: 'Contact' })
}

describe('content policies: contact', () => {
  afterEach(() => {
    cleanup()
    document.head.innerHTML = ''
  })

  it('names the address the site takes reports at', async () => {
    const contact = await renderPolicies('mailto:decks@decks.example')
    expect(contact.id).toBe('contact')
    const link = screen.getByRole('link', { name: 'decks@decks.example' })
    expect(link.getAttribute('href')).toBe('mailto:decks@decks.example')
    expect(contact.textContent).toContain('To report a bug, or content that breaks these policies')
  })

  it('says so plainly when the site names no address, rather than link itself', async () => {
    const contact = await renderPolicies('/policies/#contact')
    expect(contact.querySelector('a')).toBeNull()
    expect(contact.textContent).toContain('have not published an address for reports yet')
  })
})
