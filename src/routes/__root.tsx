import { createRootRoute, Outlet } from '@tanstack/react-router'
import { NotFoundInLayout } from '../ui/layout/app-layout-route'
import { RouteError } from '../ui/layout/route-error'

export const Route = createRootRoute({
  component: Outlet,
  notFoundComponent: NotFoundInLayout,
  errorComponent: RouteError,
})
