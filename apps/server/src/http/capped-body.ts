/** An answer whose body is larger than the reader would hold; `read` bytes came before it gave up. */
export class BodyTooLargeError extends Error {
  constructor(
    readonly maxBytes: number,
    readonly read: number,
  ) {
    super(`The answer's body is larger than ${maxBytes} bytes`)
  }
}

/**
 * The body of a fetch answer, read up to `maxBytes`: refused at once when its Content-Length says
 * more, and otherwise WHILE streaming, as soon as the bytes read pass the cap (a chunked answer
 * states no length, and a stated one can lie), the connection cancelled. Reading the whole body
 * first let one endless answer from another host grow the process by gigabytes (issue 24 item 8).
 */
export async function readCappedBody(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (declared > maxBytes) {
    await response.body?.cancel()
    throw new BodyTooLargeError(maxBytes, 0)
  }
  const reader = response.body?.getReader()
  if (!reader) return new Uint8Array(0)
  const chunks: Uint8Array[] = []
  let read = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    read += value.byteLength
    if (read > maxBytes) {
      await reader.cancel()
      throw new BodyTooLargeError(maxBytes, read)
    }
    chunks.push(value)
  }
  // A fresh array, not Buffer.concat's: a small Buffer is a view into a shared pool, and readers
  // of `.buffer` (pdf-lib's image embedding) would see the whole pool.
  const body = new Uint8Array(read)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}
