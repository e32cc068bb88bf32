import { DICE } from '@ashes/game'
import { HOME_ACTIONS, HOME_LINK_PANELS, HOME_WELCOME, type HomeLink } from '@ashes/site'
import { type ReactNode, useId } from 'react'
import { capitalize, DieIcon } from '../components/Dice.tsx'
import { Logo } from '../components/Logo.tsx'
import { HomeBanner } from '../features/home/HomeBanner.tsx'
import { NewsList } from '../features/home/NewsList.tsx'
import { PrintAndPlayDecks } from '../features/home/PrintAndPlayDecks.tsx'
import { printAndPlayDecksQuery } from '../features/home/print-and-play.ts'
import { isLoggedIn, useAuth } from '../lib/auth-store.ts'
import { MEDIA_URL, SITE_NAME } from '../lib/config.ts'
import { Link } from '../lib/router/index.ts'
import type { ScreenData } from '../lib/screen-data.ts'

// Static text and links only: the home page is the first paint most visitors see.
const COMMUNITY_CHAT_URL = 'https://discord.gg/UU5bduq'

const FILES = [
  { label: 'Ashes Reborn rules', path: '/files/ashes-reborn-rules.pdf' },
  { label: 'Ashes Reborn FAQ', path: '/files/ashes-reborn-faq.pdf' },
  { label: 'Organized play rules', path: '/files/ashes-reborn-op-rules.pdf' },
  { label: 'Red Rains rules', path: '/files/ashes-red-rains-rules.pdf' },
]

const PRICES = [
  { product: 'Printed legal deck of up to 52 cards', price: '$19.95' },
  { product: 'Printed legal deck of up to 70 cards', price: '$24.95' },
  { product: 'Unrestricted list of 100 cards', price: '$39.95' },
]

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      className="space-y-2 rounded-lg border border-stone-200 bg-raised p-4"
    >
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}

function RouteLinks({ links }: { links: readonly HomeLink[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      {links.map(([to, label, note]) => (
        <li key={to}>
          <Link to={to} className="link">
            {label}
          </Link>
          {note ? <span className="text-stone-600"> {note}</span> : null}
        </li>
      ))}
    </ul>
  )
}

function ActionLink({ link: [to, label], className }: { link: HomeLink; className: string }) {
  return (
    <Link to={to} className={className}>
      {label}
    </Link>
  )
}

/** The print-and-play decks' pages: the rest of the page is written here. */
const serverData: ScreenData = (client) => client.prefetchQuery(printAndPlayDecksQuery)

// The welcome and the links into the site are shared with the server's copy of this page for
// readers without JavaScript (HOME_* in @ashes/api).
/** Fetched by the server's render only (lib/screen-data.ts): the browser's build leaves it out. */
export const screenData = import.meta.env.SSR ? serverData : undefined

export default function Home() {
  const loggedIn = useAuth(isLoggedIn)
  return (
    <div className="space-y-6 py-4">
      <section className="space-y-3">
        <h1 className="flex items-center gap-3 text-3xl font-bold">
          <Logo size={48} />
          {SITE_NAME}
        </h1>
        <p className="max-w-prose text-lg">{HOME_WELCOME}</p>
        <div className="flex flex-wrap gap-2">
          <ActionLink link={HOME_ACTIONS.cards} className="btn-primary" />
          <ActionLink link={HOME_ACTIONS.decks} className="btn" />
          {/* A player already has an account: their decks are the useful next step. */}
          <ActionLink
            link={loggedIn ? HOME_ACTIONS.myDecks : HOME_ACTIONS.signUp}
            className="btn"
          />
        </div>
      </section>

      <HomeBanner />

      <div className="grid gap-4 md:grid-cols-2">
        <Panel title={HOME_LINK_PANELS.decks.title}>
          <RouteLinks links={HOME_LINK_PANELS.decks.links} />
        </Panel>

        <Panel title="Printed decks">
          <p>Complete, legal decks can be ordered as printed cards through our partner store:</p>
          <ul className="space-y-1">
            {PRICES.map(({ product, price }) => (
              <li key={product} className="flex justify-between gap-4 border-b border-stone-100">
                <span>{product}</span>
                <span className="font-bold">{price}</span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-stone-600">
            Plus shipping. Dice reference cards are included when they fit; dice come in sets of 5.
            Chimera decks for Red Rains are sold on the{' '}
            <Link to="/decks/enemy/" className="link">
              Enemy Decks
            </Link>{' '}
            page.
          </p>
        </Panel>

        <Panel title="Free print-and-play decks">
          <PrintAndPlayDecks />
        </Panel>

        <Panel title="Rules and reference">
          <ul className="list-disc space-y-1 pl-5">
            {FILES.map((file) => (
              <li key={file.path}>
                <a href={`${MEDIA_URL}${file.path}`} className="link">
                  {file.label}
                </a>{' '}
                <span className="text-stone-600">(PDF)</span>
              </li>
            ))}
          </ul>
          <p>Dice reference cards:</p>
          <ul className="flex flex-wrap gap-1">
            {DICE.map((die) => (
              <li key={die}>
                <a
                  href={`${MEDIA_URL}/images/cards/${die}-magic.jpg`}
                  className="inline-flex rounded p-1.5 hover:bg-stone-100"
                >
                  <DieIcon die={die} className="size-7" label={`${capitalize(die)} magic`} />
                </a>
              </li>
            ))}
          </ul>
        </Panel>

        <Panel title={HOME_LINK_PANELS.community.title}>
          <p>
            Looking for a game or a second opinion on a deck? Join the{' '}
            <a href={COMMUNITY_CHAT_URL} className="link" rel="noopener">
              community chat
            </a>
            .
          </p>
          <RouteLinks links={HOME_LINK_PANELS.community.links} />
        </Panel>

        <Panel title="News">
          <NewsList />
        </Panel>
      </div>
    </div>
  )
}
