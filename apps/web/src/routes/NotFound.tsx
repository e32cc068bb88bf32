import { Logo } from '../components/Logo.tsx'
import { Link } from '../lib/router/index.ts'

/** Where a visitor at an address that names nothing may go on (issue 50 item 14). */
const WAYS_ON = [
  ['/cards/', 'Browse cards'],
  ['/decks/', 'Browse decks'],
  ['/', 'Home page'],
] as const

export default function NotFound() {
  return (
    <section className="py-16 text-center">
      <Logo size={64} className="mx-auto mb-4 block" />
      <h1 className="mb-2 text-3xl font-bold">No page found</h1>
      <p>Sorry, there does not appear to be anything at this URL!</p>
      <nav aria-label="Ways on" className="mt-6 flex flex-wrap justify-center gap-3">
        {WAYS_ON.map(([to, text]) => (
          <Link
            key={to}
            to={to}
            // A target a thumb can hit on a phone (44 px).
            className={`${to === '/cards/' ? 'btn-primary' : 'btn'} inline-flex min-h-11 items-center`}
          >
            {text}
          </Link>
        ))}
      </nav>
    </section>
  )
}
