import { Outlet } from '@tanstack/react-router'
import { NotFound } from '../layout/not-found'
import { AppLayout } from './app-layout'

/** The pathless `_app` route: the sidebar layout around the matched screen. */
export function AppLayoutRoute() {
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  )
}

/** The root's not-found: unknown paths show the 404 inside the layout (a pathless layout's own
 * not-found never sees unknown top-level paths: docs/architecture.md, Facts about the libraries). */
export function NotFoundInLayout() {
  return (
    <AppLayout>
      <NotFound />
    </AppLayout>
  )
}
