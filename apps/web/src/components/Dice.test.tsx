import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DICE } from '@ashes/game'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { showIconColours, useOptions } from '../lib/options-store.ts'
import { DieIcon } from './Dice.tsx'

// Read as text without comments: the test run does not load stylesheets.
const iconsCss = readFileSync(join(import.meta.dirname, 'icons.css'), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
)
const root = document.documentElement

describe('colored cost icons', () => {
  afterEach(() => {
    cleanup()
    useOptions.getState().setOption('colorizeIcons', false)
    localStorage.clear()
  })

  it('the option marks the page, and follows every change of it', () => {
    useOptions.getState().setOption('colorizeIcons', false)
    showIconColours()
    expect(root.classList.contains('colored-icons')).toBe(false)
    useOptions.getState().setOption('colorizeIcons', true)
    expect(root.classList.contains('colored-icons')).toBe(true)
    useOptions.getState().setOption('colorizeIcons', false)
    expect(root.classList.contains('colored-icons')).toBe(false)
  })

  it('a die icon names its die type and carries no colour of its own', () => {
    render(<DieIcon die="charm" label="Charm power" />)
    const icon = screen.getByRole('img', { name: 'Charm power' })
    expect(icon.classList.contains('die-charm')).toBe(true)
    expect([...icon.classList].filter((name) => name.startsWith('text-'))).toEqual([])
  })

  it('dice are painted by type only on a page marked for colored icons', () => {
    for (const die of [...DICE, 'basic']) {
      const rules = [...iconsCss.matchAll(new RegExp(`([^{}]*)\\.die-${die}\\b[^{]*\\{`, 'g'))]
      expect(rules.length, die).toBeGreaterThan(0)
      for (const rule of rules) expect(rule[0].trim(), die).toMatch(/^\.colored-icons /)
    }
  })
})
