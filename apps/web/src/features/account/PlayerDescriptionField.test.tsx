import { DESCRIPTION_MAX_LENGTH } from '@ashes/game'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PlayerDescriptionField } from './PlayerDescriptionField.tsx'

afterEach(cleanup)

const field = (value: string) => {
  render(<PlayerDescriptionField label="Description" value={value} onChange={() => {}} />)
  return screen.getByRole('textbox', { name: 'Description' })
}

describe("a player's description field", () => {
  it('takes the longest allowed description, its length read with the field', () => {
    const box = field('x'.repeat(DESCRIPTION_MAX_LENGTH))
    expect(box.getAttribute('aria-invalid')).toBeNull()
    expect(screen.getByText('20,000 of 20,000 characters')).toBeTruthy()
  })

  it('is flagged one character past the limit, saying by how much', () => {
    const box = field('x'.repeat(DESCRIPTION_MAX_LENGTH + 1))
    expect(box.getAttribute('aria-invalid')).toBe('true')
    expect(
      screen.getByText('Descriptions can be at most 20,000 characters long: 1 too many.'),
    ).toBeTruthy()
  })
})
