import { DeckIdParams, ProxiesQuery } from '@ashes/api'
import { deckDisplayTitle } from '@ashes/game'
import { z } from 'zod'
import type { ModulePlugin } from '../../context.ts'
import { deckDetails } from '../decks/details.ts'
import { CardImages } from './card-images.ts'
import { PROXY_LIMIT, PROXY_PAGE_LIMIT, proxyCopies } from './copies.ts'
import { RenderBusyError, RenderPool } from './render-pool.ts'
import { imageKey } from './render-protocol.ts'
import { renderBusy } from './worker-pool.ts'

/** The file's name: the deck's title in plain letters and digits, as any browser saves it. */
function fileName(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  return `${words.join('-').slice(0, 80).replace(/-$/, '') || 'deck'}-proxies.pdf`
}

export const proxiesModule: ModulePlugin = async (app, ctx) => {
  const images = new CardImages(ctx.config.mediaUrl)
  const renderer = new RenderPool(ctx.config.proxyRenders)
  app.addHook('onClose', () => renderer.close())
  ctx.metrics.gauge(
    'proxies_render_queue_length',
    'Proxies sheets waiting for a rendering worker.',
    () => renderer.waiting,
  )

  app.get(
    '/decks/:id/proxies.pdf',
    {
      config: { scope: 'decks:read' },
      schema: {
        tags: ['decks'],
        summary: "Printed proxies of a deck's cards (PDF)",
        description:
          'The cards at true size (63 x 88 mm), nine to a page with cut marks, one per copy: ' +
          'the Phoenixborn, then the cards by type and name, then (conjurations=true) the ' +
          'conjuration pile. Card images come from the media host; a card it does not give is ' +
          `drawn. At most ${PROXY_PAGE_LIMIT} pages (${PROXY_LIMIT} proxies; the largest deck ` +
          'with every conjuration fits), else 400. Sheets are rendered a few at a time: when ' +
          'too many wait, 503 with Retry-After. Who may have it: as GET /v2/decks/{id}, with ' +
          'the same answers.',
        produces: ['application/pdf'],
        params: DeckIdParams,
        querystring: ProxiesQuery,
        response: {
          // Sent as bytes, never serialised: the schema only documents it.
          200: z.any().meta({ description: 'The PDF.', type: 'string', format: 'binary' }),
        },
      },
    },
    async (request, reply) => {
      const { paper, conjurations, show_saved } = request.query
      const snapshot = await ctx.cards.get()
      const { details } = await deckDetails(
        ctx.db,
        snapshot,
        request.params.id,
        request.caller?.player.id,
        {
          showSaved: show_saved,
          fullCards: true,
        },
      )
      const copies = proxyCopies(details.deck, snapshot, conjurations)
      const found = await images.images(
        copies.map((copy) => ({ stub: copy.card.stub, legacy: copy.legacy })),
      )
      const urlOf = (copy: (typeof copies)[number]) =>
        CardImages.url(ctx.config.mediaUrl, { stub: copy.card.stub, legacy: copy.legacy })
      const byKey = new Map(copies.map((copy) => [imageKey(copy), copy]))
      const sheetImages = [...byKey].flatMap(([key, copy]) => {
        const image = found.get(urlOf(copy))
        return image ? [[key, image] as [string, typeof image]] : []
      })
      const title = deckDisplayTitle(details.deck)
      let pdf: ReturnType<RenderPool['render']>
      try {
        pdf = renderer.render({ title, paper, copies, images: sheetImages }, (key) => {
          const copy = byKey.get(key)
          if (copy) images.forget(urlOf(copy))
        })
      } catch (error) {
        if (!(error instanceof RenderBusyError)) throw error
        throw renderBusy('Too many proxies sheets are being made; try again shortly.')
      }
      // The client gone: the sheet is no longer read (its worker finishes and moves on).
      reply.raw.on('close', () => pdf.destroy())
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${fileName(title)}"`)
        .header('Cache-Control', 'private, no-cache')
        .send(pdf)
    },
  )
}
