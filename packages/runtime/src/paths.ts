import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository's root: the default home of both apps' data (.data) and the card data. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')

/**
 * The origin a browser reaches a server at: the listening address, with an all-interfaces
 * address named `localhost`. The start message and the default PUBLIC_URL both use it, so mail
 * links open the same origin (and the same log-in) as the printed address; the stand-in store
 * takes the site's origin from it too.
 */
export function siteOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`
}
