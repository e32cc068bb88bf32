import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Resvg } from '@resvg/resvg-js'
import satori, { type Font } from 'satori'
import type { El } from './element.ts'

/** Every preview's size: what Discord, Slack and the rest show as a large link image. */
export const IMAGE_WIDTH = 1200
export const IMAGE_HEIGHT = 630

const require = createRequire(import.meta.url)

/** Inter (OFL-1.1, from @fontsource/inter): satori reads WOFF, not WOFF2. */
function interFonts(): Font[] {
  const faces = [
    { weight: 400, style: 'normal' },
    { weight: 400, style: 'italic' },
    { weight: 600, style: 'normal' },
    { weight: 700, style: 'normal' },
    { weight: 700, style: 'italic' },
  ] as const
  // Latin first; the extended Latin subset after it covers the rest of European names.
  return ['latin', 'latin-ext'].flatMap((subset) =>
    faces.map(({ weight, style }) => ({
      name: 'Inter',
      weight,
      style,
      data: readFileSync(
        require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-${style}.woff`),
      ),
    })),
  )
}

let fonts: Font[] | undefined

/** Loads the fonts (once; the routes call it at start so no request pays for it). */
export function loadFonts(): Font[] {
  fonts ??= interFonts()
  return fonts
}

/** How many images have been drawn since the server started (tests see the cache work by it). */
export const renderCount = { value: 0 }

/** The element drawn as a 1200×630 PNG. */
export async function renderPng(element: El): Promise<Buffer> {
  renderCount.value += 1
  const svg = await satori(element, {
    width: IMAGE_WIDTH,
    height: IMAGE_HEIGHT,
    fonts: loadFonts(),
  })
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng()
}
