import { CardLink } from '../../../components/cards/CardLink.tsx'
import type { CardDetails } from '../api.ts'

type Related = CardDetails['related_cards']
type Minimal = { name: string; stub: string }

function Group({ title, cards, legacy }: { title: string; cards: Minimal[]; legacy: boolean }) {
  if (!cards.length) return null
  return (
    <div>
      <h3 className="text-sm font-semibold text-stone-600">{title}</h3>
      <ul className="flex flex-wrap gap-x-3">
        {cards.map((card, index) => (
          // related lists may repeat a card (api-core §7.4)
          // biome-ignore lint/suspicious/noArrayIndexKey: duplicates are possible
          <li key={`${card.stub}-${index}`}>
            <CardLink stub={card.stub} name={card.name} legacy={legacy} />
          </li>
        ))}
      </ul>
    </div>
  )
}

const one = (card: Minimal | undefined) => (card ? [card] : [])

/** Summons, conjurations, the Phoenixborn and its unique cards (SPEC §2 card details). */
export function RelatedCards({ related, legacy }: { related: Related; legacy: boolean }) {
  const groups: [string, Minimal[]][] = [
    ['Phoenixborn', one(related.phoenixborn)],
    ['Phoenixborn conjurations', related.phoenixborn_conjurations ?? []],
    ['Unique cards', [...one(related.phoenixborn_unique), ...one(related.phoenixborn_unique_2)]],
    [
      'Unique conjurations',
      [
        ...(related.phoenixborn_unique_conjurations ?? []),
        ...(related.phoenixborn_unique_2_conjurations ?? []),
      ],
    ],
    ['Summoned by', related.summoning_cards ?? []],
    ['Conjurations', related.conjurations ?? []],
  ]
  if (!groups.some(([, cards]) => cards.length)) return null
  return (
    <section aria-labelledby="related-cards" className="space-y-2">
      <h2 id="related-cards" className="text-lg font-bold">
        Related cards
      </h2>
      {groups.map(([title, cards]) => (
        <Group key={title} title={title} cards={cards} legacy={legacy} />
      ))}
    </section>
  )
}
