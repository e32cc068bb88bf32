import { describe, expect, it } from 'vitest'
import { diceIconsCss } from './dice-icons-css.ts'

describe('the web app’s dice and cost icons', () => {
  it('are drawn from the game’s one definition of its symbols (dice-icons.css is up to date)', async () => {
    await expect(diceIconsCss()).toMatchFileSnapshot('./dice-icons.css')
  })
})
