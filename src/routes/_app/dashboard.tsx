import { createFileRoute } from '@tanstack/react-router'
import { loadFirst } from '../../start/load-first'
import { dashboardFirstParts } from '../../start/route-parts'
import { DashboardScreen } from '../../ui/dashboard/dashboard-screen'
import { dashboardFirstLoads } from '../../ui/dashboard/dashboard-first'

export const Route = createFileRoute('/_app/dashboard')({
  loader: () => loadFirst(dashboardFirstParts, dashboardFirstLoads),
  component: DashboardScreen,
})
