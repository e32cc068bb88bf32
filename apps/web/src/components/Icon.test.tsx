import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ICON_NAMES, Icon } from './Icon.tsx'

// Read as text: the test run does not load stylesheets.
const iconsCss = readFileSync(join(import.meta.dirname, 'icons.css'), 'utf8')

describe('icons', () => {
  afterEach(cleanup)

  it('names an icon given a label, as an image with a tooltip', () => {
    render(<Icon name="main" label="Main action" className="size-5" />)
    const icon = screen.getByRole('img', { name: 'Main action' })
    expect(icon.getAttribute('title')).toBe('Main action')
    expect(icon.className).toContain('icon-main')
    expect(icon.className).toContain('size-5')
  })

  it('hides an icon without a label from assistive technology', () => {
    const { container } = render(<Icon name="close" label="" />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true')
  })

  it('has a shape in icons.css for every icon name', () => {
    const shaped = (name: string) => {
      const rule = new RegExp(`\\.icon-${name} \\{([^}]*)\\}`).exec(iconsCss)?.[1] ?? ''
      return /mask-image: url\(|clip-path: |background-image:\s|border: /.test(rule)
    }
    expect(ICON_NAMES.filter((name) => !shaped(name))).toEqual([])
  })
})
