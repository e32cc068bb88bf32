import { BodyTooLargeError, readCappedBody } from '../../http/capped-body.ts'

/** A card's image from the media host, as the PDF embeds it. */
export interface CardImage {
  format: 'jpg' | 'png'
  bytes: Uint8Array
}

export interface CardImageRef {
  stub: string
  legacy: boolean
}

export interface CardImagesOptions {
  /** How long one image may take before the host counts as not answering. */
  timeoutMs?: number
  /** Images asked of the host at once. */
  concurrency?: number
  /** Bytes of images kept in memory, oldest used dropped first. */
  maxCachedBytes?: number
  /** An answer larger than this is no card image (a full card JPEG is some 50 KB). */
  maxImageBytes?: number
  /** Bytes of images one `images` call gives; cards past it are drawn (a sheet's budget). */
  maxRequestBytes?: number
  /** After the host failed to answer, how long it is not asked again. */
  retryAfterMs?: number
  /** How long a card the host has no image for is drawn without asking again. */
  missingForMs?: number
  now?: () => number
}

const JPEG = [0xff, 0xd8, 0xff]
const PNG = [0x89, 0x50, 0x4e, 0x47]
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b)

/** What the host answered: an image, none for this card, or nothing at all (down, slow). */
type Answer = CardImage | 'missing' | 'down'

/**
 * Card images from the media host (`{media}/images/cards/{stub}.jpg`, legacy ones under
 * `/legacy`), fetched in parallel with a short timeout and kept in memory within a byte budget.
 * A host that does not answer is left alone for a while, so every proxy sheet asked meanwhile is
 * drawn at once instead of waiting on it again; a card it has no image for is drawn too.
 */
export class CardImages {
  private readonly cache = new Map<string, CardImage>()
  private cachedBytes = 0
  private readonly missing = new Map<string, number>()
  private readonly pending = new Map<string, Promise<Answer>>()
  private downUntil = 0
  private readonly options: Required<CardImagesOptions>

  constructor(
    private readonly mediaUrl: string,
    options: CardImagesOptions = {},
  ) {
    this.options = {
      timeoutMs: 1500,
      concurrency: 6,
      maxCachedBytes: 48 * 1024 * 1024,
      maxImageBytes: 2 * 1024 * 1024,
      maxRequestBytes: 32 * 1024 * 1024,
      retryAfterMs: 30_000,
      missingForMs: 10 * 60_000,
      now: Date.now,
      ...options,
    }
  }

  static url(mediaUrl: string, ref: CardImageRef): string {
    return `${mediaUrl}${ref.legacy ? '/legacy' : ''}/images/cards/${encodeURIComponent(ref.stub)}.jpg`
  }

  /**
   * The images of these cards by `url`; a card without one (host down, no image) is absent, and
   * so are those past `maxRequestBytes`: one sheet holds no more than that of images at once.
   */
  async images(refs: readonly CardImageRef[]): Promise<Map<string, CardImage>> {
    const urls = [...new Set(refs.map((ref) => CardImages.url(this.mediaUrl, ref)))]
    const found = new Map<string, CardImage>()
    let held = 0
    let next = 0
    const worker = async () => {
      while (next < urls.length && held < this.options.maxRequestBytes) {
        const url = urls[next++] as string
        const answer = await this.image(url)
        if (typeof answer !== 'object' || held + answer.bytes.length > this.options.maxRequestBytes)
          continue
        held += answer.bytes.length
        found.set(url, answer)
      }
    }
    const workers = Math.min(this.options.concurrency, urls.length)
    await Promise.all(Array.from({ length: workers }, worker))
    return found
  }

  private image(url: string): Promise<Answer> | Answer {
    const cached = this.cache.get(url)
    if (cached) {
      // Most recently used last: the first entry is the one to drop.
      this.cache.delete(url)
      this.cache.set(url, cached)
      return cached
    }
    const now = this.options.now()
    if ((this.missing.get(url) ?? 0) > now) return 'missing'
    if (this.downUntil > now) return 'down'
    let pending = this.pending.get(url)
    if (!pending) {
      pending = this.download(url).finally(() => this.pending.delete(url))
      this.pending.set(url, pending)
    }
    return pending
  }

  private async download(url: string): Promise<Answer> {
    const { timeoutMs, maxImageBytes, retryAfterMs, missingForMs, now } = this.options
    let bytes: Uint8Array
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
      if (!response.ok) {
        await response.body?.cancel()
        // A 5xx is the host failing, not this card lacking an image.
        if (response.status >= 500) return this.down(retryAfterMs)
        this.missing.set(url, now() + missingForMs)
        return 'missing'
      }
      bytes = await readCappedBody(response, maxImageBytes)
    } catch (error) {
      // An answer past the cap is no card image; anything else is the host failing.
      if (!(error instanceof BodyTooLargeError)) return this.down(retryAfterMs)
      this.missing.set(url, now() + missingForMs)
      return 'missing'
    }
    const format = startsWith(bytes, JPEG) ? 'jpg' : startsWith(bytes, PNG) ? 'png' : undefined
    if (!format) {
      this.missing.set(url, now() + missingForMs)
      return 'missing'
    }
    const image = { format, bytes } as const
    this.keep(url, image)
    return image
  }

  private down(forMs: number): 'down' {
    this.downUntil = this.options.now() + forMs
    return 'down'
  }

  /** The host's answer, once it turned out not to be an image after all (a broken JPEG). */
  forget(url: string): void {
    const image = this.cache.get(url)
    if (image) {
      this.cache.delete(url)
      this.cachedBytes -= image.bytes.length
    }
    this.missing.set(url, this.options.now() + this.options.missingForMs)
  }

  private keep(url: string, image: CardImage) {
    this.cache.set(url, image)
    this.cachedBytes += image.bytes.length
    for (const [oldest, old] of this.cache) {
      if (this.cachedBytes <= this.options.maxCachedBytes) break
      this.cache.delete(oldest)
      this.cachedBytes -= old.bytes.length
    }
    // Cards without an image are few (the card pool): the map stays small, but not forever.
    if (this.missing.size > 5000) this.missing.clear()
  }
}
