/** Text for HTML element content and attribute values: every character with a meaning escaped. */
export function escapeHtml(value: string): string {
  if (!SPECIAL.test(value)) return value
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char)
}

/** An attribute value as written by escapeHtml (or a build's own `&quot;`...), read back. */
export function unescapeHtml(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => DECODED[entity] ?? entity)
}

const SPECIAL = /[&<>"']/
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

const DECODED = Object.fromEntries(Object.entries(ENTITIES).map(([char, entity]) => [entity, char]))

/** Whitespace runs as one space, cut at a word boundary to at most `max` characters (with …). */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`
}
