import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PagePath } from '@ashes/api'
import { escapeHtml } from './html.ts'

/**
 * The web app's screen module of each page path, as its router loads it (apps/web/src/router.tsx),
 * named as Vite's build manifest names it. Pages left out simply get no preload.
 */
const SCREEN_MODULES: Partial<Record<PagePath, string>> = {
  '/': 'src/routes/Home.tsx',
  '/cards/': 'src/routes/CardsBrowse.tsx',
  '/cards/legacy/': 'src/routes/CardsBrowse.tsx',
  '/cards/:stub/': 'src/routes/CardDetails.tsx',
  '/cards/legacy/:stub/': 'src/routes/CardDetails.tsx',
  '/decks/': 'src/routes/DeckList.tsx',
  '/decks/red-rains/': 'src/routes/DeckList.tsx',
  '/decks/unrestricted/': 'src/routes/DeckList.tsx',
  '/decks/legacy/': 'src/routes/DeckList.tsx',
  '/decks/:id/': 'src/routes/DeckDetails.tsx',
  '/decks/mine/:id/': 'src/routes/DeckDetails.tsx',
  '/decks/:id/history/': 'src/routes/DeckHistory.tsx',
  '/decks/share/:uuid/': 'src/routes/DeckShared.tsx',
  '/players/:badge/': 'src/routes/Profile.tsx',
}

/** An entry of Vite's build manifest (.vite/manifest.json), the fields read here. */
export interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}

export type BuildManifest = Record<string, ManifestChunk>

/**
 * `<link rel="modulepreload">` tags for a screen module and every chunk it imports statically,
 * the entry excepted (the page loads it anyway). Without them the browser learns of the screen's
 * chunks only once the entry has been downloaded and run, a further round trip before the page
 * can draw its content; with them they download beside the entry.
 */
function screenPreloadTags(manifest: BuildManifest, module: string): string {
  const files: string[] = []
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk || chunk.isEntry) return
    files.push(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(module)
  return files
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`)
    .join('')
}

/** The preload tags of every page path with a screen module in `manifest`. */
export function pagePreloads(manifest: BuildManifest): Partial<Record<PagePath, string>> {
  const tags: Partial<Record<PagePath, string>> = {}
  for (const [path, module] of Object.entries(SCREEN_MODULES) as [PagePath, string][]) {
    if (manifest[module]) tags[path] = screenPreloadTags(manifest, module)
  }
  return tags
}

/** The web build's manifest in `webDist`; none (no preloads) when the build has none. */
export function readBuildManifest(webDist: string): BuildManifest {
  const file = join(webDist, '.vite', 'manifest.json')
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : {}
}
