import { ApiError } from '../../lib/api-error.ts'
import { importDeckPage } from './api.ts'

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i

/** SPEC §5 Import token: present, and shaped like a UUID. Returns the problem, if any. */
export function importTokenProblem(token: string | undefined): string | null {
  if (!token?.trim()) return 'No import token provided.'
  if (!UUID.test(token.trim()))
    return 'Invalid import token format. The token must be a valid UUID.'
  return null
}

/** SPEC §8 Import errors. */
export function importErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return 'Import token was not found on the server.'
    if (typeof error.detail === 'string' && error.detail) return error.detail
  }
  return 'An error occurred while importing your decks.'
}

export interface ImportProgress {
  imported: number
  total: number
  errors: string[]
  /** Where the next page starts; kept so a failed import resumes rather than restarts. */
  fromDate: string | undefined
}

/**
 * Imports page after page until the source reports no next page (SPEC §4 Import), reporting
 * progress after each page. Throws on the first failed page, with the progress so far kept.
 */
export async function importAllDecks(
  token: string,
  start: ImportProgress,
  deckShareUuid: string | undefined,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportProgress> {
  let progress = start
  do {
    const page = await importDeckPage(token, {
      from_date: progress.fromDate,
      deck_share_uuid: deckShareUuid,
    })
    progress = {
      imported: progress.imported + page.success_count,
      // Later pages count only what is left; the first page's total is the whole import.
      total: Math.max(progress.total, page.total_count),
      errors: [...progress.errors, ...page.errors],
      fromDate: page.next_page_from_date ?? undefined,
    }
    onProgress(progress)
  } while (progress.fromDate)
  return progress
}
