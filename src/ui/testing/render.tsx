import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { AppProviders } from '../app-providers'

/**
 * Renders one screen at `path` inside the app's providers and a real router. Any other path
 * renders a marker, so a test sees where the screen navigated (`router.state.location`).
 */
export function renderScreen(Screen: () => React.ReactNode, { path = '/' }: { path?: string } = {}) {
  const rootRoute = createRootRoute({ component: Outlet })
  const screenRoute = createRoute({ getParentRoute: () => rootRoute, path, component: Screen })
  const elsewhere = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: () => <p data-testid="elsewhere">outra tela</p>,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([screenRoute, elsewhere]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...view, router, pathname: () => router.state.location.pathname }
}
