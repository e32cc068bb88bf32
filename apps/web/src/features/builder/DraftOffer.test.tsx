import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useAuth } from '../../lib/auth-store.ts'
import { fakeJwt } from '../../test-utils.tsx'
import { resetBuilder } from './commands.ts'
import DraftOffer from './DraftOffer.tsx'
import { emptyDeck } from './deck-data.ts'
import { draftsOf, keepDraft, useDrafts } from './drafts.ts'
import { useBuilder } from './state.ts'

const aradel = { name: 'Aradel Summergaard', stub: 'aradel-summergaard' }
const logInAs = (username: string, badge: string) =>
  useAuth.getState().logIn(fakeJwt({ sub: badge, exp: 4e9 }), { username, badge })

describe('unsaved edits kept at a log-out are offered back', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ detail: 'Not found.' }, { status: 404 })),
    )
    keepDraft('1abc', {
      deck: { ...emptyDeck(), id: 41, title: 'Half built', phoenixborn: aradel },
      published: false,
    })
  })
  afterEach(() => {
    cleanup()
    resetBuilder()
    useAuth.getState().logOut()
    useDrafts.setState({ drafts: {} })
    localStorage.clear()
    vi.unstubAllGlobals()
  })

  it('to their player only, never to another', () => {
    logInAs('Bob', '2xyz')
    render(<DraftOffer />)
    expect(screen.queryByRole('region', { name: 'Unsaved deck edits' })).toBeNull()
    expect(screen.queryByText('Half built')).toBeNull()
  })

  it('nor to a visitor', () => {
    render(<DraftOffer />)
    expect(screen.queryByText('Half built')).toBeNull()
  })

  it('Restore opens the draft in the builder', async () => {
    logInAs('Ann', '1abc')
    render(<DraftOffer />)
    const offer = screen.getByRole('region', { name: 'Unsaved deck edits' })
    expect(offer.textContent).toContain('Half built')
    fireEvent.click(screen.getByRole('button', { name: 'Restore Half built' }))
    await vi.waitFor(() => expect(useBuilder.getState().enabled).toBe(true))
    expect(useBuilder.getState()).toMatchObject({
      isDirty: true,
      deck: { id: 41, title: 'Half built' },
    })
    expect(draftsOf('1abc')).toEqual([])
    expect(screen.queryByRole('region', { name: 'Unsaved deck edits' })).toBeNull()
  })

  it('Discard forgets the draft', () => {
    logInAs('Ann', '1abc')
    render(<DraftOffer />)
    fireEvent.click(screen.getByRole('button', { name: 'Discard Half built' }))
    expect(draftsOf('1abc')).toEqual([])
    expect(useBuilder.getState().enabled).toBe(false)
  })
})
