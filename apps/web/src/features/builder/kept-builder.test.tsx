// The builder's stores are not in a page's first load (the first load of /cards/ is held to
// 105 KB, apps/server/test/web-first-load.test.ts): a visitor, who keeps no builder on the
// device, never loads them; a player who keeps one open (or a draft) has them before the app's
// first render, and a page the server rendered hydrates as rendered, then shows the builder.
// Each test starts from fresh modules: nothing of the builder loaded yet.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeJwt } from '../../test-utils.tsx'

beforeEach(() => {
  vi.resetModules()
  localStorage.clear()
})
afterEach(() => {
  cleanup()
  localStorage.clear()
})

const deck = { id: 7, title: 'Kept', phoenixborn: { name: 'Aradel Summergaard', stub: 'a' } }

/** The modules as the page's entry sees them, fresh; a logged-in player unless told. */
async function freshPage({ loggedIn = true } = {}) {
  const { useAuth } = await import('../../lib/auth-store.ts')
  if (loggedIn) {
    useAuth.getState().logIn(fakeJwt({ sub: '1abc', exp: 4e9 }), { username: 'Ann', badge: '1abc' })
  }
  const builder = await import('./index.ts')
  const { builderStore } = await import('./store-handle.ts')
  function Probe() {
    const active = builder.useBuilderActive()
    const phoenixborn = builder.useBuilderPhoenixbornName()
    return <p>{active ? `Building with ${phoenixborn}` : 'Browsing'}</p>
  }
  return { ...builder, builderStore, Probe }
}

describe("the builder's stores", () => {
  it('are not loaded on a device that keeps no builder and no draft', async () => {
    const page = await freshPage()
    expect(page.loadKeptBuilder()).toBeNull()
    render(<page.Probe />)
    expect(screen.getByText('Browsing')).toBeTruthy()
    expect(page.builderStore()).toBeNull()
  })

  it('are here for the first render of a page whose device keeps a builder open', async () => {
    localStorage.setItem(
      'deckbuilder.builder',
      JSON.stringify({ enabled: true, paneOpen: true, owner: '1abc', deck }),
    )
    const page = await freshPage()
    await page.loadKeptBuilder()
    render(<page.Probe />)
    expect(screen.getByText('Building with Aradel Summergaard')).toBeTruthy()
  })

  it("hydrate a server's page as rendered, without the builder, then show it", async () => {
    localStorage.setItem(
      'deckbuilder.builder',
      JSON.stringify({ enabled: true, paneOpen: false, owner: '1abc', deck }),
    )
    const page = await freshPage()
    const root = document.createElement('div')
    document.body.append(root)
    root.innerHTML = renderToString(<page.Probe />)
    expect(root.textContent).toBe('Browsing')
    await page.loadKeptBuilder()
    const errors: unknown[] = []
    await act(async () => {
      hydrateRoot(root, <page.Probe />, { onRecoverableError: (error) => errors.push(error) })
    })
    await waitFor(() => expect(root.textContent).toBe('Building with Aradel Summergaard'))
    expect(errors).toEqual([])
    root.remove()
  })

  it('offer the drafts another tab keeps once this page is open', async () => {
    const page = await freshPage()
    expect(page.loadKeptBuilder()).toBeNull()
    render(<page.DraftOfferSlot />)
    const draft = { deck: { ...deck, cards: [], conjurations: [], dice: [] }, published: false }
    localStorage.setItem('deckbuilder.drafts', JSON.stringify({ '1abc': [draft] }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'deckbuilder.drafts' }))
    expect(
      await screen.findByRole('button', { name: 'Restore Kept' }, { timeout: 20_000 }),
    ).toBeTruthy()
  }, 30_000)
})
