import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../lib/api-error.ts'
import { PageLoadError } from './PageLoadError.tsx'

const offline = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!value)

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const page = () => (
  <PageLoadError
    error={new ApiError(0, 'Network Error')}
    title="No deck found"
    text="Sorry"
    onRetry={() => {}}
  />
)

describe('a page that could not be read (issue 50 item 12)', () => {
  it('offline, says the page was not kept for offline use: no alert, no "Network Error"', () => {
    offline(true)
    render(page())
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('status').textContent).toContain(
      'You are offline; this page was not saved for offline use.',
    )
    expect(screen.queryByText('Network Error')).toBeNull()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  })

  it('online, a failure to reach the server is still the error it is', () => {
    offline(false)
    render(page())
    expect(screen.getByRole('alert').textContent).toContain('Network Error')
  })
})
