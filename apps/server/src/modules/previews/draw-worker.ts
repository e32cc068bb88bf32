import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { parentPort } from 'node:worker_threads'
import { Resvg } from '@resvg/resvg-js'
import satori, { type Font } from 'satori'
import type { DrawJob, DrawResult } from './draw-protocol.ts'

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

const fonts = interFonts()
const port = parentPort
if (!port) throw new Error('draw-worker runs as a worker thread')

// One drawing at a time per worker (render.ts): layout, rasterising and PNG encoding all run here, off the server's
// event loop, which only posts the element and receives the bytes.
port.on('message', async ({ element, width, height }: DrawJob) => {
  let result: DrawResult
  try {
    const svg = await satori(element, { width, height, fonts })
    const png = new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng()
    result = { png }
  } catch (error) {
    result = { error: error instanceof Error ? error.message : String(error) }
  }
  port.postMessage(result)
})
