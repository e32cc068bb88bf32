import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { renderAsync } from '@resvg/resvg-js'
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
  // Latin first; the extended Latin subset, a family of its own so that satori falls back to it
  // for letters Latin lacks (under one name it was never reached), covers other European names.
  const subsets = [
    ['latin', 'Inter'],
    ['latin-ext', 'Inter Extended'],
  ] as const
  return subsets.flatMap(([subset, name]) =>
    faces.map(({ weight, style }) => ({
      name,
      weight,
      style,
      data: readFileSync(
        require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-${style}.woff`),
      ),
    })),
  )
}

let fonts: Font[] | undefined

/** The code points the loaded subsets cover, as @fontsource lists them (`U+0100-02BA,...`). */
function coveredRanges(): [number, number][] {
  const subsets = JSON.parse(
    readFileSync(require.resolve('@fontsource/inter/unicode.json'), 'utf8'),
  )
  return [subsets.latin, subsets['latin-ext']].flatMap((list: string) =>
    list.split(',').map((range): [number, number] => {
      const [from = '0', to = from] = range.replace(/U\+/g, '').split('-')
      return [Number.parseInt(from, 16), Number.parseInt(to, 16)]
    }),
  )
}

let covered: [number, number][] | undefined

/**
 * Text as the fonts can draw it: letters no loaded font has (emoji, CJK) and control characters
 * are left out, where satori would draw a "no glyph" box for each. Players' titles and names may
 * hold anything.
 */
export function drawable(text: string): string {
  covered ??= coveredRanges()
  const ranges = covered
  let out = ''
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue
    if (ranges.some(([from, to]) => code >= from && code <= to)) out += char
  }
  return out.replace(/\s+/g, ' ').trim()
}

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
  // Rasterised on libuv's thread pool: the event loop keeps answering other requests meanwhile.
  return (await renderAsync(svg, { fitTo: { mode: 'original' } })).asPng()
}
