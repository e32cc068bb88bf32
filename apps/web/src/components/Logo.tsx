/**
 * The site's mark, a phoenix rising from a die (public/favicon.svg, drawn for this site): the one
 * file the browser tab, the header, the home page and Not Found all show, fetched once. Beside
 * the site's name it adds nothing to say, so it is decorative (empty alt).
 */
export function Logo({ size, className = '' }: { size: number; className?: string }) {
  return (
    <img
      src="/favicon.svg"
      alt=""
      width={size}
      height={size}
      className={`shrink-0 ${className}`}
      data-logo
    />
  )
}
