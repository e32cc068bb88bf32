import { DeckIdParams, ProxiesQuery } from '@ashes/api'
import { deckDisplayTitle } from '@ashes/game'
import { z } from 'zod'
import type { AppContext, TypedApp } from '../../context.ts'
import { deckDetails } from '../decks/details.ts'
import { CardImages } from './card-images.ts'
import { proxyCopies } from './copies.ts'
import { proxySheet } from './sheet.ts'

/** The file's name: the deck's title in plain letters and digits, as any browser saves it. */
export function fileName(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  return `${words.join('-').slice(0, 80).replace(/-$/, '') || 'deck'}-proxies.pdf`
}

export function registerProxyRoutes(app: TypedApp, ctx: AppContext): void {
  const images = new CardImages(ctx.config.mediaUrl)

  app.get(
    '/decks/:id/proxies.pdf',
    {
      schema: {
        tags: ['decks'],
        summary: "Printed proxies of a deck's cards (PDF)",
        description:
          'The cards at true size (63 x 88 mm), nine to a page with cut marks, one per copy: ' +
          'the Phoenixborn, then the cards by type and name, then (conjurations=true) the ' +
          'conjuration pile. Card images come from the media host; a card it does not give is ' +
          'drawn. Who may have it: as GET /v2/decks/{id}, with the same answers.',
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
      const title = deckDisplayTitle(details.deck)
      const pdf = await proxySheet({
        title,
        paper,
        copies,
        imageOf: (copy) => found.get(urlOf(copy)),
        onBadImage: (copy) => images.forget(urlOf(copy)),
      })
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${fileName(title)}"`)
        .header('Cache-Control', 'private, no-cache')
        .send(Buffer.from(pdf))
    },
  )
}
