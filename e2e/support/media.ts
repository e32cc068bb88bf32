import type { Page } from '@playwright/test'

// A 1×1 PNG: what the media host answers when a journey lets it serve an image.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** Every image asked of the media host (any host but the site's own, 127.0.0.1 in the journeys). */
export const mediaImages = (page: Page, answer: 'abort' | 'serve') =>
  page.route(
    (url) => url.hostname !== '127.0.0.1' && url.pathname.startsWith('/images/'),
    (route) =>
      answer === 'abort'
        ? route.abort('connectionrefused')
        : route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
  )
