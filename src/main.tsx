import { createRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { routeTree } from './routeTree.gen'
import { AppProviders } from './ui/app-providers'
import { loadInspector } from './ui/dev/inspector'
import { routerDefaults } from './ui/layout/router-defaults'

const router = createRouter({ routeTree, ...routerDefaults })

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

await loadInspector()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
