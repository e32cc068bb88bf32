export type IconName =
  | 'main'
  | 'side'
  | 'exhaust'
  | 'discard'
  | 'basic'
  | 'die-power'
  | 'die-class'
  | 'die'
  | 'search'
  | 'close'
  | 'list'
  | 'binder'
  | 'asc'
  | 'desc'
  | 'chevron'
  | 'warning'
  | 'divider'

interface IconProps {
  name: IconName
  /** Accessible name; without it the icon is decorative. */
  label?: string
  className?: string
}

export function Icon({ name, label, className = 'size-4' }: IconProps) {
  return (
    <svg
      className={`inline-block shrink-0 align-[-0.15em] ${className}`}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {label ? <title>{label}</title> : null}
      <use href={`#icon-${name}`} />
    </svg>
  )
}
