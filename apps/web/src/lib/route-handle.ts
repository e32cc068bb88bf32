/** Metadata of a route (React Router `handle`). */
export interface RouteHandle {
  /** Page title before the site name; screens with data-driven titles set their own. */
  title?: string
  /** Login required (SPEC §2/§6). */
  auth?: boolean
  /** Browse screens of legacy cards. */
  legacy?: boolean
  /** Red Rains screens ("New deck" becomes the Red Rains variant). */
  redRains?: boolean
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null
}
