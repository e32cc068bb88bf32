import { createHash } from 'node:crypto'
import { isRowId } from '@ashes/api'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ModulePlugin } from '../../context.ts'
import { PublicDeckCache } from '../../db/public-deck-cache.ts'
import { ApiError, notFound } from '../../http/api-error.ts'
import { findCard } from '../cards/card-lookup.ts'
import { deckDetails } from '../decks/details.ts'
import { sharedDeck } from '../decks/shared.ts'
import { type CardImage, CardImages } from '../proxies/card-images.ts'
import { RenderBusyError, renderBusy } from '../proxies/worker-pool.ts'
import { cardImage } from './card-image.ts'
import { type DeckView, deckImage, deckView } from './deck-image.ts'
import { PngCache } from './png-cache.ts'
import { PreviewDrawer } from './render.ts'
import { siteImage } from './site-image.ts'

/** Moves whenever the drawings change, so no client keeps an image of an older design. */
const DESIGN = 1
const DECK_NOT_FOUND = 'Deck not found.'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

/** What one preview draws, and how: its key names the drawing, its version what is drawn. */
interface Preview {
  kind: string
  id: string
  /** Everything the picture depends on; its hash is the version. */
  data: unknown
  /** Draws the picture (only when no kept one answers). */
  render: () => Promise<Buffer>
}

/** A route whose last segment names the picture: `{name}.png`. */
interface PngRoute {
  Params: { file: string }
}

/** `{name}.png` → name; anything else is no preview. */
function pngName(file: string): string {
  if (!file.endsWith('.png') || file.length === 4) throw notFound()
  return file.slice(0, -4)
}

/** The art as an image source, made only for a drawing (a data URL is a third larger). */
const dataUrl = (art: CardImage) =>
  `data:image/${art.format === 'jpg' ? 'jpeg' : 'png'};base64,${Buffer.from(art.bytes).toString('base64')}`

/** The ETags an If-None-Match header names (weak or strong, or `*`). */
const namedTags = (header: string | undefined) =>
  (header ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''))

/**
 * Link-preview images (`og:image`, issue 19): `/og/decks/{id}.png`, `/og/decks/share/{uuid}.png`,
 * `/og/cards/{stub}.png` (legacy cards under `/og/cards/legacy/`) and `/og/site.png`, each
 * 1200×630. A picture is drawn once per version of what it shows and kept; a `?v=` in the URL
 * only makes a new URL for clients that cache by it.
 */
export const previewsModule: ModulePlugin = async (app, ctx) => {
  // The Phoenixborn's card image, fetched as the proxies PDF fetches card images (short timeout,
  // a host that failed left alone a while); only Phoenixborn here, so a smaller memory budget.
  const art = new CardImages(ctx.config.mediaUrl, { maxCachedBytes: 8 * 1024 * 1024 })
  const pngs = new PngCache(ctx.metrics.cache('preview_images'))
  const drawer = new PreviewDrawer(ctx.config.previewRenders)
  app.addHook('onClose', () => drawer.close())
  ctx.metrics.gauge(
    'previews_render_queue_length',
    'Link-preview images waiting for a drawing worker.',
    () => drawer.waiting,
  )
  // A public deck's view, kept while no public deck changes: a preview then costs no query.
  const publicViews = new PublicDeckCache<DeckView>(
    ctx.publicDecks,
    () => 1000,
    ctx.metrics.cache('preview_deck_views'),
  )
  const { siteName } = ctx.config

  async function send(request: FastifyRequest, reply: FastifyReply, preview: Preview) {
    const version = createHash('sha256')
      .update(JSON.stringify([DESIGN, preview.data]))
      .digest('base64url')
      .slice(0, 22)
    const etag = `"${version}"`
    const cached = () => reply.header('Cache-Control', 'public, max-age=86400').header('ETag', etag)
    const asked = namedTags(request.headers['if-none-match'])
    if (asked.includes(etag) || asked.includes('*')) return cached().code(304).send()
    let png: Buffer
    try {
      png = await pngs.obtain(`${preview.kind}:${preview.id}:${version}`, preview.render)
    } catch (error) {
      // No picture, so nothing a client or a cache should keep: only the 503 and when to retry.
      if (!(error instanceof RenderBusyError)) throw error
      throw renderBusy('Too many link previews are being drawn; try again shortly.')
    }
    return cached().type('image/png').send(png)
  }

  /** A deck's preview with its Phoenixborn's art when the media host gives it in time. */
  async function deckPreview(kind: string, id: string, view: DeckView): Promise<Preview> {
    const pb = view.phoenixborn
    // Legacy Phoenixborn have no art on the host (as in the web app): drawn without asking.
    const ref = pb && !pb.legacy ? { stub: pb.stub, legacy: false } : undefined
    const url = ref && CardImages.url(ctx.config.mediaUrl, ref)
    const found = ref && url ? (await art.images([ref])).get(url) : undefined
    // The art's presence is part of the version: once the host answers, the art comes in.
    const render = async () => {
      if (!url || found === undefined) return drawer.draw(() => deckImage(view, undefined))
      try {
        return await drawer.draw(() => deckImage(view, dataUrl(found)))
      } catch (error) {
        if (error instanceof RenderBusyError) throw error
        // The host sent something that only looked like an image: drawn as if it had none.
        art.forget(url)
        return drawer.draw(() => deckImage(view, undefined))
      }
    }
    return { kind, id, data: [view, found !== undefined], render }
  }

  const hidden = { config: { auth: 'none' as const }, schema: { hide: true } }

  app.get<PngRoute>('/og/decks/:file', hidden, async (request, reply) => {
    const name = pngName(request.params.file)
    const id = Number(name)
    if (!/^\d+$/.test(name) || !isRowId(id)) throw notFound(DECK_NOT_FOUND)
    const snapshot = await ctx.cards.get()
    const view = await publicViews.obtain(String(id), snapshot.version, async () => {
      try {
        const found = await deckDetails(ctx.db, snapshot, id, undefined, {
          showSaved: false,
          fullCards: false,
        })
        return { value: deckView(found.details.deck, siteName), version: found.publicVersion }
      } catch (error) {
        // A private snapshot answers its page with 403; to a preview it simply is not there.
        if (error instanceof ApiError && error.statusCode === 403) throw notFound(DECK_NOT_FOUND)
        throw error
      }
    })
    return send(request, reply, await deckPreview('deck', String(id), view))
  })

  app.get<PngRoute>('/og/decks/share/:file', hidden, async (request, reply) => {
    const uuid = pngName(request.params.file)
    if (!UUID.test(uuid)) throw notFound('No such deck.')
    const deck = await sharedDeck(ctx.db, await ctx.cards.get(), uuid.toLowerCase())
    return send(request, reply, await deckPreview('share', uuid, deckView(deck, siteName)))
  })

  async function cardPreview(
    request: FastifyRequest<PngRoute>,
    reply: FastifyReply,
    legacy: boolean,
  ) {
    const card = findCard(await ctx.cards.get(), pngName(request.params.file), legacy).doc
    return send(request, reply, {
      kind: legacy ? 'legacy-card' : 'card',
      id: card.stub,
      data: [card, siteName],
      render: () => drawer.draw(() => cardImage({ card, siteName })),
    })
  }
  app.get<PngRoute>('/og/cards/:file', hidden, (request, reply) =>
    cardPreview(request, reply, false),
  )
  app.get<PngRoute>('/og/cards/legacy/:file', hidden, (request, reply) =>
    cardPreview(request, reply, true),
  )

  app.get('/og/site.png', hidden, (request, reply) =>
    send(request, reply, {
      kind: 'site',
      id: '',
      data: siteName,
      render: () => drawer.draw(() => siteImage(siteName)),
    }),
  )
}
