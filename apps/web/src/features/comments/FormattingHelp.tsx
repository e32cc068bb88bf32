import { UserText } from '../../components/cards/RichText.tsx'
import { MEDIA_URL } from '../../lib/config.ts'

// Every example is rendered by the same parser as comments, so the help can never drift from it.
const EXAMPLES = [
  '**Bold text**',
  '*Italic text*',
  '[[main]] - 1 [[charm:class]]',
  '[[Hammer Knight]]',
  '[[Plaid Hat Games https://www.plaidhatgames.com/]]',
  `[[image Hammer Knight ${MEDIA_URL}/images/slices/hammer-knight.jpg]]`,
  '* First item\n* Second item',
  '1. First step\n2. Second step',
  '> Quoted text',
]

/** The markup a comment understands: what to type, and what it becomes. */
export function FormattingHelp({ id }: { id: string }) {
  return (
    <section
      id={id}
      aria-label="Comment formatting"
      className="rounded border border-stone-300 bg-stone-50 p-3 text-sm"
    >
      <h4 className="mb-2 font-bold">Comment formatting</h4>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        {EXAMPLES.map((example) => (
          <div key={example} className="contents">
            <dt>
              <code className="whitespace-pre-wrap break-all rounded bg-raised px-1">
                {example}
              </code>
            </dt>
            <dd>
              <UserText text={example} className="space-y-1" />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
