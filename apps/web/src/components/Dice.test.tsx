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

/** The declarations of every rule whose selector names the class, with that selector. */
function rulesNaming(className: string) {
  const found = iconsCss.matchAll(new RegExp(`([^{}]*\\.${className}\\b[^{]*)\\{([^}]*)\\}`, 'g'))
  return [...found].map((rule) => ({ selector: rule[1]?.trim() ?? '', body: rule[2] ?? '' }))
}

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
      const painted = rulesNaming(`die-${die}`).filter((rule) => /(^|[\s;])color:/.test(rule.body))
      expect(painted.length, die).toBeGreaterThan(0)
      for (const rule of painted) expect(rule.selector, die).toMatch(/^\.colored-icons /)
    }
  })
})

describe('die shapes, told apart without colour', () => {
  afterEach(cleanup)

  it('each magic type has a symbol of its own, whatever the colour option', () => {
    const symbols = DICE.map((die) => {
      const rule = rulesNaming(`die-${die}`).find((found) => found.body.includes('--die-symbol'))
      expect(rule?.selector, die).toBe(`.die-${die}`)
      return /--die-symbol:\s*(url\("data:image\/svg\+xml,[^"]+"\))/.exec(rule?.body ?? '')?.[1]
    })
    expect(symbols.every(Boolean)).toBe(true)
    expect(new Set(symbols).size).toBe(DICE.length)
  })

  it('power, class and plain dice draw that symbol inside shapes of their own', () => {
    const shapes = ['die-power', 'die-class', 'die'].map((name) => {
      const body = rulesNaming(`icon-${name}`).find((rule) => rule.selector === `.icon-${name}`)
      expect(body?.body, name).toContain('var(--die-symbol')
      return /clip-path:[^;]+|radial-gradient\([^;]+/.exec(body?.body ?? '')?.[0]
    })
    expect(new Set(shapes).size).toBe(3)
  })

  it('names every power and class face by its type, each with its own classes', () => {
    for (const die of DICE) {
      render(<DieIcon die={die} />)
      render(<DieIcon die={die} face="class" />)
    }
    render(<DieIcon die="basic" face={null} />)
    const names = DICE.flatMap((die) => {
      const type = die.charAt(0).toUpperCase() + die.slice(1)
      return [`${type} power`, `${type} class`]
    })
    const icons = [...names, 'Basic magic'].map((name) => screen.getByRole('img', { name }))
    expect(new Set(icons.map((icon) => icon.className)).size).toBe(icons.length)
    for (const die of DICE) {
      expect(
        screen.getByRole('img', { name: new RegExp(`^${die} power$`, 'i') }).className,
      ).toMatch(new RegExp(`\\bicon-die-power\\b.*\\bdie-${die}\\b`))
      expect(
        screen.getByRole('img', { name: new RegExp(`^${die} class$`, 'i') }).className,
      ).toMatch(new RegExp(`\\bicon-die-class\\b.*\\bdie-${die}\\b`))
    }
  })
})
