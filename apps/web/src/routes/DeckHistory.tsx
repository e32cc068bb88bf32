import { deckDisplayTitle } from '@ashes/game'
import { lazy, Suspense } from 'react'
import { ErrorNotice } from '../components/ErrorNotice.tsx'
import { loadCompareVersions, VersionChanges } from '../features/deck-diff/index.ts'
import {
  type DeckOut,
  snapshotsQuery,
  useDeckDetails,
  useSnapshots,
} from '../features/decks/api.ts'
import { DeckStub } from '../features/decks/DeckStub.tsx'
import { DeckLoadError } from '../features/decks/details/DeckLoadError.tsx'
import { ApiError, describeError } from '../lib/api-error.ts'
import { Navigate, useParams } from '../lib/router/index.ts'
import type { ScreenData } from '../lib/screen-data.ts'
import { usePageTitle } from '../lib/title.ts'

const CompareVersions = lazy(loadCompareVersions)

/**
 * A public history's first page of snapshots, for a visitor (the comparison of two versions
 * loads its own code and data in the browser).
 */
const serverData: ScreenData<{ mine?: boolean }> = async (client, { params, props }) => {
  if (props.mine || !params.id) return
  await client.prefetchInfiniteQuery(snapshotsQuery(params.id, true, null))
}

/** Each snapshot says what changed from the one before; the last loaded one waits for more. */
function HistoryList(props: { snapshots: DeckOut[]; mine: boolean; complete: boolean }) {
  return (
    <>
      {props.snapshots.map((snapshot, index) => (
        <div key={snapshot.id} className="space-y-1">
          <DeckStub deck={snapshot} mine={props.mine} label direct shareLink />
          <VersionChanges
            version={snapshot}
            before={props.snapshots[index + 1] ?? (props.complete ? null : undefined)}
          />
        </div>
      ))}
    </>
  )
}

/** Fetched by the server's render only (lib/screen-data.ts): the browser's build leaves it out. */
export const screenData = import.meta.env.SSR ? serverData : undefined

/**
 * A deck's snapshots, newest first (SPEC §2 "Deck history"): the public ones, or on the private
 * view every snapshot under the latest save. The address may carry a snapshot's own id (a
 * published deck's URL): the API lists only a source deck's snapshots (api-decks 4.7), so the
 * page looks that id up and moves to its source deck's history.
 */
export default function DeckHistory({ mine = false }: { mine?: boolean }) {
  const { id = '' } = useParams()
  const snapshots = useSnapshots(id, !mine)
  const noSuchSource = snapshots.error instanceof ApiError && snapshots.error.status === 404
  // The private view shows the latest save; the public one reads the id only to find its source.
  const latest = useDeckDetails(id, mine, mine || noSuchSource)
  const list = snapshots.data?.pages.flatMap((page) => page.results) ?? []
  const top = mine ? latest.data?.deck : list[0]
  const title = top ? deckDisplayTitle(top) : undefined
  usePageTitle(title ? `${mine ? 'Private history' : 'History'} for: ${title}` : undefined)

  const asked = latest.data?.deck
  if (asked?.is_snapshot && asked.source_id !== null && asked.source_id !== Number(id)) {
    return (
      <Navigate to={`${mine ? '/decks/mine' : '/decks'}/${asked.source_id}/history/`} replace />
    )
  }
  if (noSuchSource && !mine && latest.isPending) return <p className="py-8">Loading history...</p>

  // A failed "load more" keeps the list and offers its own retry below it.
  const failed =
    snapshots.isError && !snapshots.data ? snapshots : mine && latest.isError ? latest : null
  if (failed) return <DeckLoadError error={failed.error} onRetry={() => failed.refetch()} />
  if (snapshots.isPending || (mine && latest.isPending)) {
    return <p className="py-8">Loading history...</p>
  }
  if (!top) {
    return (
      <section className="py-12 text-center">
        <h1 className="mb-2 text-2xl font-bold">No snapshots</h1>
        <p>This deck does not currently have any snapshots to view!</p>
      </section>
    )
  }
  return (
    <section className="space-y-5">
      <h1 className="text-2xl font-bold wrap-anywhere">
        {mine ? 'Private history for: ' : 'History for: '}
        <span className={top.title ? '' : 'font-normal italic'}>{title}</span>
      </h1>
      {mine ? (
        <div className="space-y-1">
          <DeckStub deck={top} mine label />
          {list[0] ? <VersionChanges version={top} before={list[0]} current /> : null}
        </div>
      ) : null}
      {list.length + (mine ? 1 : 0) > 1 ? (
        <Suspense fallback={null}>
          <CompareVersions versions={list} current={mine ? top : undefined} />
        </Suspense>
      ) : null}
      {list.length ? (
        <HistoryList snapshots={list} mine={mine} complete={!snapshots.hasNextPage} />
      ) : (
        <p className="rounded-lg border border-stone-200 bg-warn-tint p-6 text-center">
          No snapshots
        </p>
      )}
      {snapshots.isFetchNextPageError ? (
        <ErrorNotice
          message={describeError(snapshots.error).message}
          onRetry={() => void snapshots.fetchNextPage()}
        />
      ) : null}
      {snapshots.hasNextPage ? (
        <div className="text-center">
          <button
            type="button"
            className="btn-primary"
            disabled={snapshots.isFetchingNextPage}
            onClick={() => void snapshots.fetchNextPage()}
          >
            {snapshots.isFetchingNextPage ? 'Loading...' : 'Load more snapshots...'}
          </button>
        </div>
      ) : null}
    </section>
  )
}
