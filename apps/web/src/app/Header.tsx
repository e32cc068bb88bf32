import { Logo } from '../components/Logo.tsx'
import { BuilderToggle } from '../features/builder/index.ts'
import { MAIN_SITE_URL, SITE_NAME } from '../lib/config.ts'
import { Link, NavLink } from '../lib/router/index.ts'
import { AccountMenu } from './AccountMenu.tsx'

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-2 py-1 hover:bg-white/10 ${isActive ? 'bg-white/15 font-semibold' : ''}`

export function Header() {
  return (
    <header className="bg-header text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-3 py-2">
        <Link
          to="/"
          className="mr-auto flex items-center gap-2 rounded px-1 text-lg font-bold tracking-tight"
        >
          <Logo size={28} />
          {SITE_NAME}
        </Link>
        {/* It may shrink to the line: a long player name is then cut, not pushed off a phone. */}
        <nav aria-label="Main" className="flex min-w-0 max-w-full items-center gap-1 text-sm">
          <NavLink to="/decks/" className={navClass}>
            Decks
          </NavLink>
          <NavLink to="/cards/" className={navClass}>
            Cards
          </NavLink>
          <NavLink to="/meta/" className={navClass}>
            Meta
          </NavLink>
          <a href={MAIN_SITE_URL} className="rounded px-2 py-1 hover:bg-white/10" rel="noopener">
            Ashes<span className="sr-only"> (the game's main site)</span>
          </a>
          <AccountMenu />
        </nav>
        <BuilderToggle />
      </div>
    </header>
  )
}
