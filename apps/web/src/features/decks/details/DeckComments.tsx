import { lazy, Suspense } from 'react'
import { LegacyContext } from '../../../components/cards/RichText.tsx'
import { loadCommentsSection } from '../../comments/index.ts'

// Loaded after the deck itself: the comments are below the fold.
const CommentsSection = lazy(loadCommentsSection)

/** Comments (and the subscribe toggle) of a public deck; they live on its source deck. */
export function DeckComments(props: {
  entityId: number
  lastSeenEntityId: number | null
  legacy: boolean
}) {
  return (
    <LegacyContext.Provider value={props.legacy}>
      <Suspense fallback={<p className="py-4">Loading comments...</p>}>
        <CommentsSection entityId={props.entityId} lastSeenEntityId={props.lastSeenEntityId} />
      </Suspense>
    </LegacyContext.Provider>
  )
}
