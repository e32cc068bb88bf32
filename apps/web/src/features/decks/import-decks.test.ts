import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/api-error.ts'
import { mockFetch } from '../../test-utils.tsx'
import { importAllDecks, importErrorMessage, importTokenProblem } from './import-decks.ts'

const TOKEN = '0b6c5f7e-3c1a-4d7e-9f2a-1b2c3d4e5f60'

describe('deck import', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('checks that the token is present and a UUID', () => {
    expect(importTokenProblem('')).toBe('No import token provided.')
    expect(importTokenProblem('nope')).toBe(
      'Invalid import token format. The token must be a valid UUID.',
    )
    expect(importTokenProblem(TOKEN)).toBeNull()
  })

  it('says what went wrong', () => {
    expect(importErrorMessage(new ApiError(404, 'No user matching export token.'))).toBe(
      'Import token was not found on the server.',
    )
    expect(importErrorMessage(new ApiError(400, 'Source API responded with error: x'))).toBe(
      'Source API responded with error: x',
    )
    expect(importErrorMessage(new ApiError(500, undefined))).toBe(
      'An error occurred while importing your decks.',
    )
  })

  it('repeats the call from next_page_from_date until there is none, adding up', async () => {
    const pages = [
      {
        success_count: 2,
        total_count: 3,
        next_page_from_date: '2025-01-01T00:00:00.000001Z',
        errors: [],
      },
      { success_count: 0, total_count: 1, next_page_from_date: null, errors: ["Deck 'X' failed"] },
    ]
    const fetchMock = mockFetch(() => ({ body: pages.shift() }))
    const seen: string[] = []
    const result = await importAllDecks(
      TOKEN,
      { imported: 0, total: 0, errors: [], fromDate: undefined },
      undefined,
      (progress) => seen.push(`${progress.imported} of ${progress.total}`),
    )
    expect(seen).toEqual(['2 of 3', '2 of 3'])
    expect(result).toMatchObject({ imported: 2, total: 3, errors: ["Deck 'X' failed"] })
    expect(fetchMock.mock.calls.map((call) => String(call[0]))).toEqual([
      `/v2/decks/import/${TOKEN}`,
      `/v2/decks/import/${TOKEN}?from_date=2025-01-01T00%3A00%3A00.000001Z`,
    ])
  })
})
