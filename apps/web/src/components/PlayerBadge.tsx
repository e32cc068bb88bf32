import { Link } from '../lib/router/index.ts'

/** username#badge, linking the player's public profile. */
export function PlayerBadge({ user }: { user: { username: string; badge: string } }) {
  return (
    <Link to={`/players/${encodeURIComponent(user.badge)}/`} className="link">
      {user.username}
      <span className="text-stone-500">#{user.badge}</span>
    </Link>
  )
}
