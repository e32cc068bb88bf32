import { type PageShell, SITE_IMAGE, SITE_NAME } from './page-shell.ts'

const SITE_UNAVAILABLE = `${SITE_NAME} is briefly unavailable. Please try again in a moment.`

// The web app's scripts: started on this page, every request it made would fail, and it would
// replace the message with its own screens' errors.
const APP_SCRIPTS =
  /<script\b[^>]*\btype="module"[^>]*>\s*<\/script>|<link\b[^>]*\brel="modulepreload"[^>]*>/gi

/**
 * What a visitor of any page is shown while the database is out of reach (with status 503): the
 * site's shell, its style sheet and theme, and a message, without the app. Built once.
 */
export function unavailablePage(shell: PageShell): string {
  const html = shell.render(
    {
      title: `Briefly unavailable - ${SITE_NAME}`,
      description: SITE_UNAVAILABLE,
      path: '/',
      image: SITE_IMAGE,
      imageAlt: SITE_NAME,
      type: 'website',
      noindex: true,
    },
    undefined,
    '<main class="mx-auto w-full max-w-6xl px-3 py-4"><section class="space-y-4">' +
      '<h1 class="text-3xl font-bold">Briefly unavailable</h1>' +
      `<p>${SITE_UNAVAILABLE}</p></section></main>`,
  )
  return html.replace(APP_SCRIPTS, '')
}
