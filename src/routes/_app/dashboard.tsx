import { createFileRoute } from '@tanstack/react-router'
import { loadFirst } from '../../start/load-first'
import { routeParts } from '../../start/route-parts'
import { DashboardScreen } from '../../ui/dashboard/dashboard-screen'
import { dashboardFirst } from '../../ui/dashboard/dashboard-first'

export const Route = createFileRoute('/_app/dashboard')({
  loader: () => loadFirst(routeParts['/dashboard'].first, dashboardFirst),
  component: DashboardScreen,
})
