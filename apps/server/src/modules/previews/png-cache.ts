/**
 * Rendered previews by key (kind, id, version of what is drawn), least recently used dropped
 * first once they pass `maxBytes`. A key asked again while it is being drawn waits for that one
 * drawing: a link posted to a busy channel is fetched by many clients at once.
 */
export class PngCache {
  private readonly kept = new Map<string, Buffer>()
  private readonly drawing = new Map<string, Promise<Buffer>>()
  private bytes = 0

  constructor(
    /** Told of each lookup, whether it was a hit (kept, or being drawn for another caller). */
    private readonly counted: (hit: boolean) => void,
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  obtain(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const png = this.kept.get(key)
    if (png) {
      // Map order is order of use: the first entry is the one to drop.
      this.kept.delete(key)
      this.kept.set(key, png)
      this.counted(true)
      return Promise.resolve(png)
    }
    let pending = this.drawing.get(key)
    this.counted(pending !== undefined)
    if (!pending) {
      pending = draw()
        .then((drawn) => {
          this.keep(key, drawn)
          return drawn
        })
        .finally(() => this.drawing.delete(key))
      this.drawing.set(key, pending)
    }
    return pending
  }

  private keep(key: string, png: Buffer): void {
    if (png.length > this.maxBytes) return
    this.kept.set(key, png)
    this.bytes += png.length
    for (const [oldest, old] of this.kept) {
      if (this.bytes <= this.maxBytes) break
      this.kept.delete(oldest)
      this.bytes -= old.length
    }
  }
}
