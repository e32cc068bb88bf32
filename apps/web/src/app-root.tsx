import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { type Router, RouterProvider } from './lib/router/index.ts'

/** The query client of a page: the browser's, or one server render's (entry-server.tsx). */
export const newQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, staleTime: 60_000 } },
  })

/**
 * The whole app, as the browser draws it and the server renders it: the same tree on both sides,
 * so the browser hydrates the server's HTML instead of replacing it.
 */
export function AppRoot({ router, queryClient }: { router: Router; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  )
}
