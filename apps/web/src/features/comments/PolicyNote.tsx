import { SITE_NAME } from '../../lib/config.ts'
import { Link } from '../../lib/router/index.ts'

export function PolicyNote() {
  return (
    <p className="text-sm text-stone-600">
      Please respect the{' '}
      <Link to="/policies/" className="link">
        {SITE_NAME} Content Policies
      </Link>
      .
    </p>
  )
}
