/** Every icon; each has its shape in icons.css. */
export const ICON_NAMES = [
  'main',
  'side',
  'exhaust',
  'discard',
  'die',
  'cost',
  'die-slot',
  'search',
  'close',
  'list',
  'binder',
  'asc',
  'desc',
  'chevron',
  'warning',
  'divider',
] as const

export type IconName = (typeof ICON_NAMES)[number]

interface IconProps {
  name: IconName
  /** Accessible name; without it the icon is decorative. */
  label?: string
  className?: string
}

/**
 * One of our icons (components/icons.css): an empty span painted by a CSS mask, far cheaper to
 * lay out and paint than an inline <svg><use> when a card list shows hundreds of them. Named, it
 * is an image with a tooltip, as an SVG <title> gave; unnamed, it is hidden from assistive tech.
 */
export function Icon({ name, label, className = 'size-4' }: IconProps) {
  const classes = `icon icon-${name} ${className}`
  if (!label) return <span className={classes} aria-hidden="true" />
  return <span className={classes} role="img" aria-label={label} title={label} />
}
