// An error toast tells of one action's failure; when the same action then succeeds, the toast is
// out of date and goes (issue 26 item 5). An action names its toasts with a key.
// act of the testing library, which tells React it runs in a test (React's own warned it did not).
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from './api-error.ts'
import { toast, useToasts } from './toast-store.ts'
import { useSubmit } from './useSubmit.ts'

const shown = () => useToasts.getState().toasts.map(({ message }) => message)

afterEach(() => useToasts.setState({ toasts: [] }))

describe('toasts of one action', () => {
  it('a second failure of an action replaces its toast; its success clears it, and no other', () => {
    toast.info('Unrelated')
    toast.error('First failure', undefined, 'save')
    toast.error('Second failure', undefined, 'save')
    expect(shown()).toEqual(['Second failure', 'Unrelated'])
    toast.clear('save')
    expect(shown()).toEqual(['Unrelated'])
  })

  it("a form action's error toast goes when the same action then succeeds", async () => {
    const { result } = renderHook(() => useSubmit())
    const other = renderHook(() => useSubmit())
    await act(() => other.result.current.run(() => Promise.reject(new ApiError(500, 'Other.'))))
    await act(() => result.current.run(() => Promise.reject(new ApiError(500, 'Broken.'))))
    expect(shown()).toEqual(['Broken.', 'Other.'])
    await act(() => result.current.run(() => Promise.resolve()))
    expect(shown()).toEqual(['Other.'])
  })
})
