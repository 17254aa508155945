import { createRootRoute, lazyRouteComponent, Outlet } from '@tanstack/react-router'
import { RouteError } from '../ui/layout/route-error'

// The root is never code-split by the router plugin: its not-found page (the whole sidebar
// layout) loads on demand, or it would be in every screen's first load, /login included.
export const Route = createRootRoute({
  component: Outlet,
  notFoundComponent: lazyRouteComponent(() => import('../ui/app-shell/app-layout-route'), 'NotFoundInLayout'),
  errorComponent: RouteError,
})
