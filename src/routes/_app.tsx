import { createFileRoute } from '@tanstack/react-router'
import { AppLayoutRoute } from '../ui/app-shell/app-layout-route'
import { RouteError } from '../ui/layout/route-error'

export const Route = createFileRoute('/_app')({
  component: AppLayoutRoute,
  errorComponent: RouteError,
})
