import { CardData } from '@ashes/api'
import { z } from 'zod'
import type { AppContext, TypedApp } from '../../context.ts'
import { sendJsonText } from '../../http/json-text.ts'
import type { CardSnapshot } from './card-snapshot.ts'

const bodies = new WeakMap<CardSnapshot, Buffer>()

/** The snapshot's public cards as GET /v2/card-data sends them, written once per version. */
function cardDataBody(snapshot: CardSnapshot): Buffer {
  const known = bodies.get(snapshot)
  if (known) return known
  const releases = snapshot.releases.filter((release) => release.isPublic)
  const cards = snapshot.cards.filter((card) => card.release.isPublic)
  const release = releases.map((entry) =>
    JSON.stringify({
      id: entry.id,
      name: entry.name,
      stub: entry.stub,
      position: entry.position,
      is_legacy: entry.isLegacy,
      is_phg: entry.isPhg,
    }),
  )
  const card = cards.map(
    (entry) =>
      `{"card":${entry.json},"release_id":${entry.release.id},"is_summon":${entry.isSummon},` +
      `"cost_weight":${entry.costWeight},"dice_flags":${entry.diceFlags},` +
      `"alt_dice_flags":${entry.altDiceFlags},"search_keywords":${JSON.stringify(entry.searchKeywords)}}`,
  )
  const body = Buffer.from(
    `{"version":${snapshot.version},"releases":[${release.join(',')}],"cards":[${card.join(',')}]}`,
  )
  bodies.set(snapshot, body)
  return body
}

/**
 * GET /v2/card-data: the whole card database for the web app's offline copy (issue 30). Its
 * ETag is the data's version, so a copy that is current is revalidated with a 304 and no body.
 */
export function registerCardDataRoute(app: TypedApp, ctx: AppContext): void {
  app.get(
    '/card-data',
    {
      config: { auth: 'none' },
      schema: {
        tags: ['cards'],
        response: {
          200: CardData,
          304: z.null().describe('The copy named by If-None-Match is current'),
        },
      },
    },
    async (request, reply) => {
      const snapshot = await ctx.cards.get()
      const etag = `"cards-${snapshot.version}"`
      reply.header('ETag', etag).header('Cache-Control', 'no-cache')
      const asked = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim())
      if (asked.includes(etag) || asked.includes(`W/${etag}`)) return reply.code(304).send(null)
      return sendJsonText(reply, cardDataBody(snapshot))
    },
  )
}
