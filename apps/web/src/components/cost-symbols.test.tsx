import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ACTION_SYMBOLS, BASIC_SYMBOL, SYMBOL_WORDS } from '@ashes/game'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { InlineCodes } from './cards/RichText.tsx'
import { INK } from './dice-icons-css.ts'

// Read as text without comments: the test run does not load stylesheets.
const css = (file: string) =>
  readFileSync(join(import.meta.dirname, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
const iconsCss = css('icons.css')
const diceCss = css('dice-icons.css')

/** The declarations of every rule whose selector is exactly `selector`. */
function bodies(source: string, selector: string): string[] {
  return [...source.matchAll(/([^{}]*)\{([^{}]*)\}/g)]
    .filter((rule) => (rule[1] ?? '').trim() === selector)
    .map((rule) => rule[2] ?? '')
}

/** The --ink-image a class is given on a light page, or a dark one. */
function inkImage(className: string, dark: boolean): string {
  const selector = dark ? `:root[data-theme="dark"] .${className}` : `.${className}`
  const body = bodies(diceCss, selector).join('')
  return /--ink-image: url\("([^"]+)"\)/.exec(body)?.[1] ?? ''
}

const encoded = (colour: string) => colour.replace('#', '%23')

describe('the cost symbols of card text (issue 50)', () => {
  afterEach(cleanup)

  it('each shows its own symbol, named for assistive technology', () => {
    render(<InlineCodes text="[[main]] - [[side]] - [[exhaust]] - [[discard]] - 1 [[basic]]" />)
    for (const symbol of ACTION_SYMBOLS) {
      const icon = screen.getByRole('img', { name: SYMBOL_WORDS[symbol] })
      expect(icon.classList.contains(`icon-${symbol}`)).toBe(true)
      expect(icon.getAttribute('title')).toBe(SYMBOL_WORDS[symbol])
    }
    const basic = screen.getByRole('img', { name: 'Basic magic' })
    expect(basic.className).toMatch(/\bicon-cost\b.*\bsym-basic\b/)
    expect(inkImage('sym-basic', false)).toContain(BASIC_SYMBOL)
  })

  it.each(ACTION_SYMBOLS)(
    'draws %s in the ink of each theme alone, so an outline never fills in on a dark page',
    (symbol) => {
      const light = inkImage(`icon-${symbol}`, false)
      const dark = inkImage(`icon-${symbol}`, true)
      expect(light).toContain(encoded(INK.light))
      expect(light).not.toContain(encoded(INK.dark))
      expect(dark).toContain(encoded(INK.dark))
      expect(dark).not.toContain(encoded(INK.light))
      // no white or other colour inside a symbol: the old main action's white hole was a disc in dark
      for (const image of [light, dark]) {
        const colours = [...image.matchAll(/(?:fill|stroke)='([^']+)'/g)].map((m) => m[1])
        expect(
          colours.every((c) => c === 'none' || c === encoded(INK.light) || c === encoded(INK.dark)),
        ).toBe(true)
      }
      expect(bodies(iconsCss, `.icon-${symbol}`).join('')).toContain('var(--ink-image)')
    },
  )

  it('gives every cost symbol a drawing of its own', () => {
    const images = [...ACTION_SYMBOLS.map((symbol) => `icon-${symbol}`), 'sym-basic'].map((name) =>
      inkImage(name, false),
    )
    expect(images.every(Boolean)).toBe(true)
    expect(new Set(images).size).toBe(images.length)
  })

  it('keeps each symbol in the text colour in forced colours', () => {
    const forced = /@media \(forced-colors: active\) \{([\s\S]*?)\n {2}\}/.exec(iconsCss)?.[1] ?? ''
    for (const symbol of ACTION_SYMBOLS) expect(forced).toContain(`.icon-${symbol}`)
    expect(forced).toContain('mask-image: var(--ink-image)')
  })
})
