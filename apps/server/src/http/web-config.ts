import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Config } from '../config.ts'

/** The name of the meta element that tells the web app where the partner store is. */
const STORE_URL_META = 'ashes-store-url'

/** The settings the web app reads from its page at run time, each by the name of its meta. */
export interface RuntimeSettings {
  storeUrl?: string
  /** SITE_BUG_REPORT_URL: where the footer sends bug reports. */
  bugReportUrl?: string
  /** SITE_SOURCE_URL: the site's source code, linked from the footer. */
  sourceUrl?: string
}
const META_NAMES: Record<keyof RuntimeSettings, string> = {
  storeUrl: STORE_URL_META,
  bugReportUrl: 'ashes-bug-report-url',
  sourceUrl: 'ashes-source-url',
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The web app's shell with the settings it reads at run time (apps/web/src/lib/config.ts): one
 * build then works against any store and any publisher's links. Meta elements rather than a
 * script, because the page's policy allows no inline script, and they cost no extra request
 * before the app starts. A setting left unset writes no element.
 */
function withRuntimeConfig(shell: string, settings: RuntimeSettings): string {
  const meta = (Object.keys(META_NAMES) as (keyof RuntimeSettings)[])
    .filter((key) => settings[key])
    .map(
      (key) => `<meta name="${META_NAMES[key]}" content="${escapeAttribute(settings[key] ?? '')}">`,
    )
    .join('')
  if (!meta) return shell
  if (shell.includes('</head>')) return shell.replace('</head>', `${meta}</head>`)
  const doctype = /^<!doctype html>/i.exec(shell)?.[0] ?? ''
  return `${doctype}${meta}${shell.slice(doctype.length)}`
}

/** The built web app's index.html with its run-time settings; undefined without a build. */
export function readWebIndex(config: Config): string | undefined {
  const file = join(config.webDist, 'index.html')
  if (!existsSync(file)) return undefined
  return withRuntimeConfig(readFileSync(file, 'utf8'), {
    storeUrl: config.storeUrl,
    ...config.siteLinks,
  })
}
