import type { useFirstFive } from './useFirstFive.ts'

type Loaded = ReturnType<typeof useFirstFive>

/** Why the First Five line is not shown yet: loading, or a failure with a retry. */
export function FirstFiveStatus({ versions }: { versions: Loaded[] }) {
  const failed = versions.find((version) => version.details.isError)
  if (failed) {
    return (
      <span role="alert" className="text-danger">
        First Five could not be loaded.{' '}
        <button
          type="button"
          className="btn min-h-11"
          onClick={() => void failed.details.refetch()}
        >
          Retry
        </button>
      </span>
    )
  }
  return <span className="text-stone-500">First Five: loading...</span>
}
