import type { ComponentType } from 'react'
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { Layout } from './app/Layout.tsx'
import type { RouteHandle } from './lib/route-handle.ts'
import { NotFound } from './routes/NotFound.tsx'

type Module = { default: ComponentType }
const lazy = (load: () => Promise<Module>) => async () => ({ Component: (await load()).default })

function page(path: string, handle: RouteHandle, load: () => Promise<Module>): RouteObject {
  return { path, handle, lazy: lazy(load) }
}

const cards = () => import('./routes/CardsBrowse.tsx')
const cardDetails = () => import('./routes/CardDetails.tsx')
const decks = () => import('./routes/DecksComing.tsx')

/** Every route of SPEC §2; screens load on demand (one chunk per screen). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    HydrateFallback: () => <p className="p-4">Loading...</p>,
    children: [
      page('/', { title: 'Home' }, () => import('./routes/Home.tsx')),
      page('/cards/', { title: 'Browse cards' }, cards),
      page('/cards/legacy/', { title: 'Browse legacy cards', legacy: true }, cards),
      page('/cards/legacy/:stub/', { title: 'Card details', legacy: true }, cardDetails),
      page('/cards/:stub/', { title: 'Card details' }, cardDetails),
      page('/decks/', { title: 'Decks' }, decks),
      page('/decks/red-rains/', { title: 'Red Rains decks', redRains: true }, decks),
      page('/decks/unrestricted/', { title: 'Unrestricted decks' }, decks),
      page('/decks/legacy/', { title: 'Legacy decks', legacy: true }, decks),
      {
        path: '/decks/preconstructed/',
        element: <Navigate to="/decks/?show_preconstructed=true" replace />,
      },
      page('/decks/mine/', { title: 'My decks', auth: true }, decks),
      page(
        '/decks/mine/red-rains/',
        { title: 'My Red Rains decks', auth: true, redRains: true },
        decks,
      ),
      page('/decks/mine/unrestricted/', { title: 'My unrestricted decks', auth: true }, decks),
      page('/decks/mine/legacy/', { title: 'My legacy decks', auth: true, legacy: true }, decks),
      page('/decks/mine/:id/', { title: 'Private deck', auth: true }, decks),
      page('/decks/mine/:id/history/', { title: 'Private deck history', auth: true }, decks),
      page('/decks/share/:uuid/', { title: 'Shared deck' }, decks),
      page('/decks/enemy/', { title: 'Enemy Decks' }, decks),
      page('/decks/:id/', { title: 'Deck details' }, decks),
      page('/decks/:id/history/', { title: 'Deck history' }, decks),
      page('/log-in/', { title: 'Log in' }, () => import('./routes/LogIn.tsx')),
      page('/phoenix/', { title: 'Phoenix' }, () => import('./routes/Phoenix.tsx')),
      page('/policies/', { title: 'Content policies' }, () => import('./routes/Policies.tsx')),
      page(
        '/players/me/',
        { title: 'Account settings', auth: true },
        () => import('./routes/Settings.tsx'),
      ),
      page('/players/me/import/:token/', { title: 'Import decks', auth: true }, decks),
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
      page('/players/:badge/', { title: 'Player profile' }, () => import('./routes/Profile.tsx')),
      { path: '*', handle: { title: 'Not found' }, element: <NotFound /> },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes)
