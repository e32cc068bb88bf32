import { cleanup, render } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { afterFirstScreen, FirstScreenCommitted } from './after-first-screen.ts'
import { useApiActivity } from './api-activity.ts'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

it('runs the held work even when a read of the first screen never settles', async () => {
  // The API client sets no time limit: a hung read held the offline support back for good.
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
  useApiActivity.setState({ inFlight: 1 })
  const task = vi.fn()
  afterFirstScreen(task)
  render(<FirstScreenCommitted />)
  await vi.advanceTimersByTimeAsync(1000)
  expect(task).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(10_000)
  expect(task).toHaveBeenCalledOnce()
})
