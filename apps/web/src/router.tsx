import type { ComponentType } from 'react'
import { Layout } from './app/Layout.tsx'
import type { RouteHandle } from './lib/route-handle.ts'
import { createBrowserRouter, Navigate, type RouteObject } from './lib/router/index.ts'
import type { ScreenData } from './lib/screen-data.ts'

type Module<P = object> = { default: ComponentType<P>; screenData?: ScreenData<P> }
const lazy = (load: () => Promise<Module>) => async () => {
  const loaded = await load()
  return { Component: loaded.default, data: loaded.screenData }
}

function page(path: string, handle: RouteHandle, load: () => Promise<Module>): RouteObject {
  return { path, handle, lazy: lazy(load) }
}

/** A screen that takes props: one module serves several routes (deck kinds, public or mine). */
function screen<P extends object>(
  path: string,
  handle: RouteHandle,
  load: () => Promise<Module<P>>,
  props: P,
): RouteObject {
  return {
    path,
    handle,
    lazy: async () => {
      const { default: Screen, screenData } = await load()
      return {
        Component: () => <Screen {...props} />,
        data: screenData && ((client, page) => screenData(client, { ...page, props })),
      }
    },
  }
}

const cards = () => import('./routes/CardsBrowse.tsx')
const cardDetails = () => import('./routes/CardDetails.tsx')
const deckList = () => import('./routes/DeckList.tsx')
const deckDetails = () => import('./routes/DeckDetails.tsx')
const deckHistory = () => import('./routes/DeckHistory.tsx')
// Screens that declare their data (screenData): a loader named here, as the ones above, is one
// whose every export the router may read.
const home = () => import('./routes/Home.tsx')
const deckShared = () => import('./routes/DeckShared.tsx')
const enemyDecks = () => import('./routes/EnemyDecks.tsx')
const meta = () => import('./routes/Meta.tsx')
const profile = () => import('./routes/Profile.tsx')

/** Every route of SPEC §2; screens load on demand (one chunk per screen). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    HydrateFallback: () => <p className="p-4">Loading...</p>,
    children: [
      page('/', { title: 'Home' }, home),
      page('/cards/', { title: 'Browse cards' }, cards),
      page('/cards/legacy/', { title: 'Browse legacy cards', legacy: true }, cards),
      page('/cards/syntax/', { title: 'Search syntax' }, () => import('./routes/CardSyntax.tsx')),
      page('/cards/legacy/:stub/', { title: 'Card details', legacy: true }, cardDetails),
      page('/cards/:stub/', { title: 'Card details' }, cardDetails),
      screen('/decks/', { title: 'Decks' }, deckList, { kind: 'competitive', mine: false }),
      screen('/decks/red-rains/', { title: 'Red Rains decks', redRains: true }, deckList, {
        kind: 'red-rains',
        mine: false,
      }),
      screen('/decks/unrestricted/', { title: 'Unrestricted decks' }, deckList, {
        kind: 'unrestricted',
        mine: false,
      }),
      screen('/decks/legacy/', { title: 'Legacy decks', legacy: true }, deckList, {
        kind: 'legacy',
        mine: false,
      }),
      {
        path: '/decks/preconstructed/',
        element: <Navigate to="/decks/?preconstructed=true" replace />,
      },
      screen('/decks/mine/', { title: 'My decks', auth: true }, deckList, {
        kind: 'competitive',
        mine: true,
      }),
      screen(
        '/decks/mine/red-rains/',
        { title: 'My Red Rains decks', auth: true, redRains: true },
        deckList,
        { kind: 'red-rains', mine: true },
      ),
      screen(
        '/decks/mine/unrestricted/',
        { title: 'My unrestricted decks', auth: true },
        deckList,
        {
          kind: 'unrestricted',
          mine: true,
        },
      ),
      screen(
        '/decks/mine/legacy/',
        { title: 'My legacy decks', auth: true, legacy: true },
        deckList,
        { kind: 'legacy', mine: true },
      ),
      page(
        '/decks/liked/',
        { title: 'Decks I like', auth: true },
        () => import('./routes/DecksLiked.tsx'),
      ),
      screen('/decks/mine/:id/', { title: 'Private deck', auth: true }, deckDetails, {
        mine: true,
      }),
      screen(
        '/decks/mine/:id/history/',
        { title: 'Private deck history', auth: true },
        deckHistory,
        {
          mine: true,
        },
      ),
      page('/decks/share/:uuid/', { title: 'Shared deck' }, deckShared),
      page('/decks/enemy/', { title: 'Enemy Decks' }, enemyDecks),
      screen('/decks/:id/', { title: 'Deck details' }, deckDetails, { mine: false }),
      screen('/decks/:id/history/', { title: 'Deck history' }, deckHistory, { mine: false }),
      page(
        '/apps/consent/:uid/',
        { title: 'Link an app', auth: true },
        () => import('./routes/AppConsent.tsx'),
      ),
      page('/log-in/', { title: 'Log in' }, () => import('./routes/LogIn.tsx')),
      page('/meta/', { title: 'The meta' }, meta),
      page('/phoenix/', { title: 'Phoenix' }, () => import('./routes/Phoenix.tsx')),
      page('/policies/', { title: 'Content policies' }, () => import('./routes/Policies.tsx')),
      page(
        '/players/me/',
        { title: 'Account settings', auth: true },
        () => import('./routes/Settings.tsx'),
      ),
      page(
        '/players/me/import/:token/',
        { title: 'Import decks', auth: true },
        () => import('./routes/DeckImport.tsx'),
      ),
      page('/players/new/', { title: 'Sign up' }, () => import('./routes/SignUp.tsx')),
      page(
        '/players/new/:token/',
        { title: 'Finalize account' },
        () => import('./routes/FinalizeAccount.tsx'),
      ),
      page(
        '/players/reset/',
        { title: 'Request password reset' },
        () => import('./routes/RequestReset.tsx'),
      ),
      page(
        '/players/reset/:token/',
        { title: 'Reset password' },
        () => import('./routes/ResetPassword.tsx'),
      ),
      page('/players/:badge/', { title: 'Player profile' }, profile),
      page('*', { title: 'Not found' }, () => import('./routes/NotFound.tsx')),
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes)
