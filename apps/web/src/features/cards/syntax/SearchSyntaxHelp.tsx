import { DICE } from '@ashes/game'
import { Link } from '../../../lib/router/index.ts'

interface Example {
  q: string
  finds: string
}

const KEYWORDS: { syntax: string; means: string }[] = [
  {
    syntax: 'type: (t:)',
    means:
      'Card type: ally, action, reaction, alteration, ready, spell, conjuration, conjured, phoenixborn',
  },
  {
    syntax: 'dice: (d:)',
    means: `A magic the card’s costs use: ${[...DICE, 'basic'].join(', ')}`,
  },
  { syntax: 'cost:N, cost<=N, cost>=N', means: 'Number of dice in the main cost (also < and >)' },
  { syntax: 'release:', means: 'Release, by name or stub' },
  { syntax: 'phoenixborn: (pb:)', means: 'A Phoenixborn and the cards unique to them' },
  { syntax: 'text:"..."', means: 'Words in this order in the rules text' },
  { syntax: '"..."', means: 'Words in this order in the name, keywords or text' },
  { syntax: '-', means: 'Before any term: cards that do not match it' },
  { syntax: 'or', means: 'Between terms: cards matching either side' },
]

export const EXAMPLES: Example[] = [
  { q: 't:ally d:charm cost<=2', finds: 'Charm allies with at most two dice in their cost' },
  { q: 'pb:aradel', finds: 'Aradel Summergaard and her unique cards' },
  { q: 'text:"deal 1 damage" -t:ally', finds: 'Cards that deal 1 damage and are not allies' },
  { q: 'd:time or d:sympathy', finds: 'Cards using time or sympathy magic' },
  { q: '"summon blue"', finds: 'Cards with the phrase “summon blue”' },
  { q: 't:ready cost:0', finds: 'Ready spells with no dice in their cost' },
]

/** The card search's syntax (issue 18 item 5), each example a link that runs its search. */
export function SearchSyntaxHelp() {
  return (
    <section className="max-w-3xl space-y-4 py-4">
      <h1 className="text-2xl font-bold">Search syntax</h1>
      <p>
        Type plain words to find cards by name or text, as always. Terms side by side must all
        match; letter case does not matter.
      </p>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Search keywords</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-3">
              Syntax
            </th>
            <th scope="col" className="py-1">
              Finds
            </th>
          </tr>
        </thead>
        <tbody>
          {KEYWORDS.map(({ syntax, means }) => (
            <tr key={syntax} className="border-t border-stone-200">
              <td className="py-2 pr-3 font-mono whitespace-nowrap">{syntax}</td>
              <td className="py-2">{means}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className="text-xl font-semibold">Examples</h2>
      <ul className="space-y-1">
        {EXAMPLES.map(({ q, finds }) => (
          <li key={q}>
            <Link
              to={`/cards/?q=${encodeURIComponent(q)}`}
              className="link inline-flex min-h-11 items-center font-mono"
            >
              {q}
            </Link>
            <span className="ml-2 text-stone-600">{finds}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
