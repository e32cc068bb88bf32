import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DICE, DIE_COLOURS, MAGIC_SYMBOLS } from '@ashes/game'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { showIconColours, useOptions } from '../lib/options-store.ts'
import { InlineCodes } from './cards/RichText.tsx'
import { DieIcon } from './Dice.tsx'
import { INK } from './dice-icons-css.ts'

// Read as text without comments: the test run does not load stylesheets.
const css = (file: string) =>
  readFileSync(join(import.meta.dirname, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
const iconsCss = css('icons.css')
const diceCss = css('dice-icons.css')
const root = document.documentElement

/** Every rule whose selector names the class, with its selector and declarations. */
function rulesNaming(source: string, className: string) {
  const found = source.matchAll(
    new RegExp(`([^{}]*\\.${className}(?![\\w-])[^{]*)\\{([^}]*)\\}`, 'g'),
  )
  return [...found].map((rule) => ({ selector: rule[1]?.trim() ?? '', body: rule[2] ?? '' }))
}

/** The image a symbol class sets for one custom property, on a light page or a dark one. */
function image(className: string, property: '--die-image' | '--ink-image', dark = false) {
  const rule = rulesNaming(diceCss, className).find(
    (found) => found.selector.includes('data-theme="dark"') === dark,
  )
  return new RegExp(`${property}: url\\("([^"]+)"\\)`).exec(rule?.body ?? '')?.[1] ?? ''
}

const encoded = (colour: string) => colour.replace('#', '%23')

describe('dice in their physical colours (issue 26)', () => {
  afterEach(cleanup)

  it('a die shows its power symbol on its die colour, whatever the colour option', () => {
    render(<DieIcon die="charm" label="Charm power" />)
    const icon = screen.getByRole('img', { name: 'Charm power' })
    expect(icon.classList.contains('icon-die')).toBe(true)
    expect(icon.classList.contains('sym-charm-power')).toBe(true)
    // .icon-die paints its die image in every rule, none of them keyed on the option
    const dieRules = rulesNaming(iconsCss, 'icon-die')
    expect(dieRules.map((rule) => rule.selector)).toEqual(['.icon-die'])
    expect(dieRules[0]?.body).toContain('var(--die-image)')
  })

  it.each(DICE)(
    'the %s die is drawn in its die and symbol colours, with its power symbol',
    (die) => {
      const power = image(`sym-${die}-power`, '--die-image')
      expect(power).toContain(`fill='${encoded(DIE_COLOURS[die].die)}'`)
      expect(power).toContain(`fill='${encoded(DIE_COLOURS[die].symbol)}'`)
      expect(power).toContain(MAGIC_SYMBOLS[die].power)
      expect(image(`sym-${die}-class`, '--die-image')).toContain(MAGIC_SYMBOLS[die].class)
    },
  )
})

describe('cost symbols (issue 26, SPEC §3 colored cost icons)', () => {
  afterEach(() => {
    cleanup()
    useOptions.getState().setOption('colorizeIcons', false)
    localStorage.clear()
  })

  it('show the face a cost asks for, named', () => {
    render(<InlineCodes text="1 [[natural:power]] - 1 [[natural:class]] - [[basic]]" />)
    const power = screen.getByRole('img', { name: 'Natural power' })
    const classFace = screen.getByRole('img', { name: 'Natural class' })
    expect(power.className).toMatch(/\bicon-cost\b.*\bsym-natural-power\b/)
    expect(classFace.className).toMatch(/\bicon-cost\b.*\bsym-natural-class\b/)
    expect(screen.getByRole('img', { name: 'Basic magic' }).className).toMatch(/\bsym-basic\b/)
  })

  it('a cost of a die of either face shows that die', () => {
    render(<InlineCodes text="[[astral]]" />)
    expect(screen.getByRole('img', { name: 'Astral die' }).className).toMatch(
      /\bicon-die\b.*\bsym-astral-power\b/,
    )
  })

  it('are drawn in the ink of each theme, and as dice only with the colour option on', () => {
    expect(
      rulesNaming(iconsCss, 'icon-cost').map((rule) => [rule.selector, rule.body.trim()]),
    ).toEqual(
      expect.arrayContaining([
        ['.icon-cost', expect.stringContaining('var(--ink-image)')],
        ['.colored-icons .icon-cost', expect.stringContaining('var(--die-image)')],
      ]),
    )
    for (const die of DICE) {
      expect(image(`sym-${die}-class`, '--ink-image')).toContain(`fill='${encoded(INK.light)}'`)
      expect(image(`sym-${die}-class`, '--ink-image', true)).toContain(
        `fill='${encoded(INK.dark)}'`,
      )
    }
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
})
