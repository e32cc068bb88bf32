import { lazy } from 'react'
import { LegacyContext } from '../../../components/cards/RichText.tsx'
import { LoadWhenNear } from '../../../components/LoadWhenNear.tsx'
import { loadCommentsSection } from '../../comments/index.ts'

// Loaded once the reader comes near them: the comments are below the fold.
const CommentsSection = lazy(loadCommentsSection)

/** Comments (and the subscribe toggle) of a public deck; they live on its source deck. */
export function DeckComments(props: {
  entityId: number
  lastSeenEntityId: number | null
  legacy: boolean
}) {
  return (
    <LegacyContext.Provider value={props.legacy}>
      <LoadWhenNear
        testId="deck-comments-slot"
        fallback={<p className="py-4">Loading comments...</p>}
      >
        <CommentsSection entityId={props.entityId} lastSeenEntityId={props.lastSeenEntityId} />
      </LoadWhenNear>
    </LegacyContext.Provider>
  )
}
