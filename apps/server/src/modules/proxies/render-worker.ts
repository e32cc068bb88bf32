import { parentPort } from 'node:worker_threads'
import { imageKey, type RenderJob, type RenderMessage } from './render-protocol.ts'
import { writeProxySheet } from './sheet.ts'

const port = parentPort
if (!port) throw new Error('render-worker runs as a worker thread')
const post = (message: RenderMessage, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer)

// One sheet at a time per worker: drawing and writing the PDF run here, off the server's event
// loop, which only sends the deck and images and passes the bytes on as they come.
port.on('message', async (job: RenderJob) => {
  const images = new Map(job.images)
  try {
    await writeProxySheet(
      {
        title: job.title,
        paper: job.paper,
        copies: job.copies,
        imageOf: (copy) => images.get(imageKey(copy)),
        onBadImage: (copy) => post({ badImage: imageKey(copy) }),
      },
      (chunk) => {
        // A chunk of its own buffer is handed over, not copied.
        const own = chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength
        const bytes = own ? chunk : chunk.slice()
        post({ chunk: bytes }, [bytes.buffer as ArrayBuffer])
      },
    )
    post({ done: true })
  } catch (error) {
    post({ error: error instanceof Error ? error.message : String(error) })
  }
})
