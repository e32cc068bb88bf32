/** The name of the meta element that tells the web app where the partner store is. */
export const STORE_URL_META = 'ashes-store-url'

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The web app's shell with the settings it reads at run time (apps/web/src/lib/config.ts): one
 * build then works against any store. A meta element rather than a script, because the page's
 * policy allows no inline script, and it costs no extra request before the app starts.
 */
export function withRuntimeConfig(shell: string, storeUrl: string | undefined): string {
  if (!storeUrl) return shell
  const meta = `<meta name="${STORE_URL_META}" content="${escapeAttribute(storeUrl)}">`
  if (shell.includes('</head>')) return shell.replace('</head>', `${meta}</head>`)
  const doctype = /^<!doctype html>/i.exec(shell)?.[0] ?? ''
  return `${doctype}${meta}${shell.slice(doctype.length)}`
}

/**
 * STORE_URL: where the partner store answers (`{STORE_URL}/products/`, `{STORE_URL}/buy/`); an
 * http(s) URL, a path allowed, the trailing slash dropped. Anything else stops the start, since
 * the site would otherwise offer no products without saying why.
 */
export function parseStoreUrl(value: string | undefined): string | undefined {
  if (!value) return undefined
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {
    // reported below
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash) {
    throw new Error(
      `STORE_URL: '${value}' is not an http(s) address of a store (such as https://store.example)`,
    )
  }
  return url.href.replace(/\/+$/, '')
}
