export interface MediaArtOptions {
  /** How long the host may take before a preview is drawn without its art. */
  timeoutMs?: number
  /** After the host failed to answer, how long it is not asked again. */
  retryAfterMs?: number
  /** How long a missing image (a 404) is not asked for again. */
  missingForMs?: number
  /** Images kept, least recently used dropped first. */
  maxEntries?: number
  /** An answer larger than this is no card image. */
  maxBytes?: number
  now?: () => number
}

const JPEG = [0xff, 0xd8, 0xff]
const PNG = [0x89, 0x50, 0x4e, 0x47]
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b)

/**
 * Art from the media host (MEDIA_URL) as data URLs a preview embeds. One short try per image:
 * a host that is slow or down gives `undefined` (the preview draws its stand-in) and is left
 * alone for a while, so previews asked meanwhile are drawn at once rather than waiting again.
 */
export class MediaArt {
  private readonly kept = new Map<string, string>()
  private readonly missing = new Map<string, number>()
  private readonly pending = new Map<string, Promise<string | undefined>>()
  private downUntil = 0
  private readonly options: Required<MediaArtOptions>

  constructor(
    private readonly mediaUrl: string,
    options: MediaArtOptions = {},
  ) {
    this.options = {
      timeoutMs: 1500,
      retryAfterMs: 30_000,
      missingForMs: 10 * 60_000,
      maxEntries: 200,
      maxBytes: 2 * 1024 * 1024,
      now: Date.now,
      ...options,
    }
  }

  /** A current card's full image (a Phoenixborn's art with its frame), as the web app asks it. */
  card(stub: string): Promise<string | undefined> {
    return this.image(this.cardUrl(stub))
  }

  /** The host's answer for this card turned out not to be an image after all (a broken JPEG). */
  forgetCard(stub: string): void {
    const url = this.cardUrl(stub)
    this.kept.delete(url)
    this.missing.set(url, this.options.now() + this.options.missingForMs)
  }

  private cardUrl(stub: string): string {
    return `${this.mediaUrl}/images/cards/${encodeURIComponent(stub)}.jpg`
  }

  private async image(url: string): Promise<string | undefined> {
    const found = this.kept.get(url)
    if (found !== undefined) {
      this.kept.delete(url)
      this.kept.set(url, found)
      return found
    }
    const now = this.options.now()
    if (this.downUntil > now || (this.missing.get(url) ?? 0) > now) return undefined
    let pending = this.pending.get(url)
    if (!pending) {
      pending = this.download(url).finally(() => this.pending.delete(url))
      this.pending.set(url, pending)
    }
    return pending
  }

  private async download(url: string): Promise<string | undefined> {
    const { timeoutMs, retryAfterMs, missingForMs, maxBytes, now } = this.options
    let bytes: Uint8Array
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
      if (!response.ok) {
        await response.body?.cancel()
        if (response.status >= 500) this.downUntil = now() + retryAfterMs
        else this.missing.set(url, now() + missingForMs)
        return undefined
      }
      bytes = new Uint8Array(await response.arrayBuffer())
    } catch {
      this.downUntil = now() + retryAfterMs
      return undefined
    }
    const type = startsWith(bytes, JPEG) ? 'jpeg' : startsWith(bytes, PNG) ? 'png' : undefined
    if (!type || bytes.length > maxBytes) {
      this.missing.set(url, now() + missingForMs)
      return undefined
    }
    const data = `data:image/${type};base64,${Buffer.from(bytes).toString('base64')}`
    this.kept.set(url, data)
    for (const [oldest] of this.kept) {
      if (this.kept.size <= this.options.maxEntries) break
      this.kept.delete(oldest)
    }
    if (this.missing.size > 5000) this.missing.clear()
    return data
  }
}
