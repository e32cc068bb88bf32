// Pins SPEC §9's card list figures: images are 300 by 420 (legacy 332 by 452), and the list
// loads more when its end comes within 350 px.
import type { Card } from '@ashes/api'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CardImage } from '../../components/cards/CardImage.tsx'
import { LoadMore } from './browser/LoadMore.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('card image size (SPEC §9)', () => {
  const card = { name: 'Hammer Knight', stub: 'hammer-knight', type: 'Ally' } as Card
  const size = () => {
    const image = screen.getByRole('img', { name: 'Hammer Knight' })
    return [image.getAttribute('width'), image.getAttribute('height')]
  }

  it('is 300 by 420 for a new card', () => {
    render(<CardImage card={card} legacy={false} />)
    expect(size()).toEqual(['300', '420'])
  })

  it('is 332 by 452 for a legacy card', () => {
    render(<CardImage card={card} legacy />)
    expect(size()).toEqual(['332', '452'])
  })
})

describe('card list lazy-load margin (SPEC §4 card browser, §9)', () => {
  it('loads more when the end of the list comes within 350 px', () => {
    const options: IntersectionObserverInit[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(_callback: IntersectionObserverCallback, init: IntersectionObserverInit) {
          options.push(init)
        }
        observe() {}
        disconnect() {}
      },
    )
    render(<LoadMore hasMore href="?page=2" loading={false} onLoad={() => {}} />)
    expect(options).toEqual([{ rootMargin: '0px 0px 350px 0px' }])
  })
})
