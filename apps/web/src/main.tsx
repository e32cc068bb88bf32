import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from './lib/router/index.ts'
import './styles.css'
import { followTheme, showIconColours } from './lib/options-store.ts'
import { loadProducts } from './lib/products.ts'
import { setNavigator } from './lib/session.ts'
import { createRouter } from './router.tsx'

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, staleTime: 60_000 } },
})
const router = createRouter()
setNavigator((to) => void router.navigate(to))
showIconColours()
followTheme()
void loadProducts()

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
}
