/**
 * How a Phoenixborn is drawn when its art is missing (a legacy Phoenixborn, a media host that is
 * down): a hue of its own, so stand-ins still tell Phoenixborn apart, and its initials. One
 * definition for the web app's stand-in and the server's link-preview images, which must match.
 */
export function phoenixbornHue(stub: string): number {
  let hash = 0
  for (const char of stub) hash = (hash * 31 + char.charCodeAt(0)) % 360
  return hash
}

/** The first letters of the first two words: "Aradel Summergaard" is "AS". */
export function phoenixbornInitials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
}
