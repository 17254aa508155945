import { createFileRoute } from '@tanstack/react-router'
import { DashboardScreen } from '../../ui/dashboard/dashboard-screen'

export const Route = createFileRoute('/_app/')({
  component: DashboardScreen,
})
