/**
 * CORS_ORIGINS: a comma-separated list of origins (`https://host[:port]`, a trailing slash
 * allowed) whose pages may call the API with a player's credentials. Anything that is not an
 * origin stops the start: a path or a bare host name would never match and fail silently.
 */
export function parseCorsOrigins(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim().replace(/\/+$/, ''))
    .filter((entry) => entry !== '')
  return entries.map((entry) => {
    let url: URL | undefined
    try {
      url = new URL(entry)
    } catch {
      // reported below
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry) {
      throw new Error(
        `CORS_ORIGINS: '${entry}' is not an origin (scheme, host and optional port, such as https://example.com)`,
      )
    }
    return url.origin
  })
}
