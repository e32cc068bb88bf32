import { CardDetails } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import type { AppContext } from '../../context.ts'
import { PublicDeckCache } from '../../db/public-deck-cache.ts'
import { deckUsage, preconstructedWith } from '../decks/public-deck-rows.ts'
import { reportedLastSeen } from '../subscriptions/subscription-rows.ts'
import type { CardEntry, CardSnapshot } from './card-snapshot.ts'
import { CardUsageMemory } from './card-usage-memory.ts'
import { type Related, relatedCards } from './related.ts'

/**
 * How many decks and distinct players use the card. Unlike the reference, a deck is counted once
 * (not once per matching card), players are counted across both queries, and deleted decks and
 * the preconstructed decks (nobody's own) are left out.
 */
function usage(db: Queryable, roots: CardEntry[]): Promise<CardDetails['usage']> {
  const phoenixborns = roots.filter((card) => card.type === 'Phoenixborn').map((card) => card.id)
  const others = roots.filter((card) => card.type !== 'Phoenixborn').map((card) => card.id)
  if (roots.length === 0) return Promise.resolve({ decks: 0, users: 0 })
  return deckUsage(db, phoenixborns, others)
}

type PreconDeck = CardDetails['preconstructed_deck']

/** An answer's JSON bytes, with the usage and preconstructed deck it was written with. */
interface Answer {
  usage: CardDetails['usage']
  precon: PreconDeck
  body: Buffer
}

const preconstructedDeck = (db: Queryable, card: CardEntry, roots: CardEntry[]) =>
  preconstructedWith(
    db,
    card.isLegacy,
    roots.map((root) => root.id),
  )

/**
 * Card details as other reads are served: the preconstructed deck is kept while the public-deck
 * and card-data versions hold, the usage counts for a bounded time (card-usage-memory.ts); only
 * a signed-in caller's last seen comment is still read per request. The answer's JSON bytes are
 * kept with the card (a card entry belongs to one data version) while its usage and
 * preconstructed deck are the ones kept: a card page read again costs no serialisation.
 */
export class CardDetailsReader {
  readonly usage: CardUsageMemory
  private readonly precons: PublicDeckCache<PreconDeck>
  private readonly related = new WeakMap<CardEntry, Related & { rootIds: string }>()
  private readonly answers = new WeakMap<CardEntry, Answer>()

  constructor(private readonly ctx: AppContext) {
    this.usage = new CardUsageMemory(ctx.metrics.cache('card_usage'))
    this.precons = new PublicDeckCache(
      ctx.publicDecks,
      () => 100,
      ctx.metrics.cache('card_preconstructed_decks'),
    )
  }

  /** The answer's JSON bytes, as the CardDetails schema serialises it. */
  read(snapshot: CardSnapshot, card: CardEntry, playerId: number | undefined): Promise<Buffer> {
    let relation = this.related.get(card)
    if (!relation) {
      const found = relatedCards(card, snapshot)
      relation = { ...found, rootIds: found.roots.map((root) => root.id).join(',') }
      this.related.set(card, relation)
    }
    // For an anonymous caller, usage and preconstructed deck known without waiting (no read
    // pending or due) answer at once: the kept answer when it was written with them.
    const kept = this.answers.get(card)
    if (kept && playerId === undefined) {
      const usage = this.usage.peek(relation.rootIds)
      const precon = usage && this.precons.peek(preconKey(card, relation), snapshot.version)
      if (precon) {
        if (usage === kept.usage && precon.value === kept.precon) return Promise.resolve(kept.body)
        return Promise.resolve(this.answer(card, relation, usage, precon.value, null))
      }
    }
    return this.readFresh(snapshot, card, relation, playerId)
  }

  /** The answer with its usage, preconstructed deck and last seen comment looked up. */
  private async readFresh(
    snapshot: CardSnapshot,
    card: CardEntry,
    relation: Related & { rootIds: string },
    playerId: number | undefined,
  ) {
    const { db, publicDecks } = this.ctx
    const { roots, rootIds } = relation
    const [usageCounts, precon, seen] = await Promise.all([
      this.usage.obtain(rootIds, () => usage(db, roots)),
      this.precons.obtain(preconKey(card, relation), snapshot.version, async () => {
        // The version is read before the deck, so a change in between is never kept.
        const version = await publicDecks.current()
        return { value: await preconstructedDeck(db, card, roots), version }
      }),
      reportedLastSeen(db, playerId, card.entityId),
    ])
    return this.answer(card, relation, usageCounts, precon, seen)
  }

  /** The answer: the one kept when it holds the same, else written and kept if anonymous. */
  private answer(
    card: CardEntry,
    { related }: Related,
    usageCounts: CardDetails['usage'],
    precon: PreconDeck,
    seen: number | null,
  ) {
    const kept = this.answers.get(card)
    if (seen === null && kept?.usage === usageCounts && kept.precon === precon) return kept.body
    const details: CardDetails = {
      card: card.doc,
      usage: usageCounts,
      preconstructed_deck: precon,
      related_cards: related,
      entity_id: card.entityId,
      last_seen_entity_id: seen,
    }
    // What the route's response schema would send (fastify-type-provider-zod's serialiser).
    const body = Buffer.from(JSON.stringify(CardDetails.parse(details)))
    if (seen === null) this.answers.set(card, { usage: usageCounts, precon, body })
    return body
  }
}

const preconKey = (card: CardEntry, { rootIds }: { rootIds: string }) =>
  `${card.isLegacy}:${rootIds}`
