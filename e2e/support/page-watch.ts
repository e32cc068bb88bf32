import type { Page } from '@playwright/test'

/**
 * Console errors and page errors from now on, and the API reads the page made, each as
 * `{the page's path} {the read's path and query}`. A hydration that differs from the server's
 * HTML is a console error React reports; a read of data the page carried is a second fetch.
 */
export function watch(page: Page) {
  const errors: string[] = []
  const reads: string[] = []
  page.on('console', (message) => {
    // The browser's own notes of failed loads are not the app's: the Not Found page's status,
    // and the card image host, out of reach of the test machine.
    const load = message.text().startsWith('Failed to load resource')
    if (message.type() === 'error' && !load) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('request', (request) => {
    const url = new URL(request.url())
    // Only the reads of the page now shown: the last page's lazy panels may still be asking.
    const from = new URL(page.url()).pathname
    if (url.pathname.startsWith('/v2/')) reads.push(`${from} ${url.pathname}${url.search}`)
  })
  return { errors, reads }
}
