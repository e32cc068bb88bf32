import { ConsentScreen } from '../features/apps/ConsentScreen.tsx'
import { useParams } from '../lib/router/index.ts'

/** Where the authorization server sends a player to allow or deny an app (issue 28). */
export default function AppConsent() {
  const { uid = '' } = useParams()
  return (
    <div className="py-6">
      <ConsentScreen uid={uid} />
    </div>
  )
}
