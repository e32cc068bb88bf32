/**
 * Phoenixborn-unique suffix: the first word of the name (the shorthand of SPEC §3), full name as
 * tooltip. The word's trailing punctuation goes: "Jericho, Reborn" reads "(Jericho)".
 */
export function PhoenixbornSuffix({ name }: { name?: string }) {
  if (!name) return null
  const firstWord = (name.split(' ')[0] ?? name).replace(/[,;:.]+$/, '')
  return (
    <span className="text-stone-500 text-sm" title={name}>
      ({firstWord})
    </span>
  )
}
