/**
 * Our own heart (issue 29), drawn on a 16-unit grid: outlined when not liked, filled when liked,
 * so the state reads without colour. Decorative: the control beside it carries the name.
 */
export function HeartIcon({
  filled,
  className = 'size-4',
}: {
  filled: boolean
  className?: string
}) {
  return (
    <svg viewBox="0 0 16 16" className={className} aria-hidden="true" focusable="false">
      <path
        d="M8 14.2 2.3 8.6A3.4 3.4 0 0 1 8 4.1a3.4 3.4 0 0 1 5.7 4.5Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  )
}
