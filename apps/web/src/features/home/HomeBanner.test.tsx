import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MAIN_SITE_URL } from '../../lib/config.ts'
import { HOME_BANNER_URL } from '../../lib/media.ts'
import { HomeBanner } from './HomeBanner.tsx'

const banner = () => screen.getByRole('link')
const image = () => banner().querySelector('img')

describe('home banner', () => {
  afterEach(cleanup)

  it('links to the game site with the drawn banner shown while the image loads', () => {
    render(<HomeBanner />)
    expect(banner().getAttribute('href')).toBe(MAIN_SITE_URL)
    expect(banner().textContent).toContain('Ashes Reborn: Rise of the Phoenixborn')
    expect(image()?.getAttribute('src')).toBe(HOME_BANNER_URL)
    expect(image()?.className).toContain('opacity-0')
    expect(banner().getAttribute('data-banner')).toBe('loading')
  })

  it('shows the image, named by its alt text, once it has loaded', () => {
    render(<HomeBanner />)
    const img = image()
    if (!img) throw new Error('no image')
    fireEvent.load(img)
    expect(img.className).not.toContain('opacity-0')
    expect(screen.getByRole('img').getAttribute('alt')).toContain('Plaid Hat Games')
    expect(banner().getAttribute('data-banner')).toBe('shown')
  })

  it('keeps the drawn banner and drops the image when the media host cannot serve it', () => {
    render(<HomeBanner />)
    const img = image()
    if (!img) throw new Error('no image')
    fireEvent.error(img)
    expect(image()).toBeNull()
    expect(banner().getAttribute('data-banner')).toBe('failed')
    expect(screen.getByRole('link', { name: /Rise of the Phoenixborn/ })).toBeTruthy()
  })
})
