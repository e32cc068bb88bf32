import { parentPort } from 'node:worker_threads'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import type { DrawJob, DrawResult } from './draw-protocol.ts'
import { previewFonts } from './fonts.ts'

const fonts = previewFonts()
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
