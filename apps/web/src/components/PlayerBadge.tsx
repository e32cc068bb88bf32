import { Link } from '../lib/router/index.ts'

/**
 * username#badge, linking the player's public profile. The name is isolated (<bdi>): beside the
 * badge a right-to-left name took its digits into its run ('نار#8pyr' read '8#نارpyr', issue
 * 50 item 10). A long one wraps rather than widen the page.
 */
export function PlayerBadge({
  user,
  className = 'link',
}: {
  user: { username: string; badge: string }
  className?: string
}) {
  return (
    <Link
      to={`/players/${encodeURIComponent(user.badge)}/`}
      className={`${className} wrap-anywhere`}
    >
      <bdi>{user.username}</bdi>
      <span className="text-stone-500">#{user.badge}</span>
    </Link>
  )
}
