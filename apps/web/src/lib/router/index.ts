/**
 * A small client-side router with the part of React Router's API the app uses (routes ranked and
 * matched like React Router's, lazy screens, scroll restoration).
 */
export {
  Link,
  type LinkProps,
  Navigate,
  NavLink,
  type NavLinkProps,
  Outlet,
  RouterProvider,
} from './components.tsx'
export type { Location, Path, To } from './history.ts'
export {
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRouter,
  useSearchParams,
} from './hooks.ts'
export type { Params, RouteObject, UIMatch } from './match.ts'
export {
  createBrowserRouter,
  createMemoryRouter,
  type NavigateOptions,
  type Navigation,
  type Router,
  type RouterState,
} from './router.ts'
export { ScrollRestoration } from './scroll.tsx'
