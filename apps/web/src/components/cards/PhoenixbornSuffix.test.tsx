import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PhoenixbornSuffix } from './PhoenixbornSuffix.tsx'

afterEach(cleanup)

describe("a unique card's Phoenixborn suffix: the first word of the name, full name as tooltip", () => {
  it('reads "(Aradel)" for Aradel Summergaard', () => {
    render(<PhoenixbornSuffix name="Aradel Summergaard" />)
    expect(screen.getByTitle('Aradel Summergaard').textContent).toBe('(Aradel)')
  })

  it('drops the comma after the first word: "(Jericho)" for Jericho, Reborn', () => {
    render(<PhoenixbornSuffix name="Jericho, Reborn" />)
    expect(screen.getByTitle('Jericho, Reborn').textContent).toBe('(Jericho)')
  })

  it('keeps a one-word name whole: "(Astrea)"', () => {
    render(<PhoenixbornSuffix name="Astrea" />)
    expect(screen.getByTitle('Astrea').textContent).toBe('(Astrea)')
  })
})
