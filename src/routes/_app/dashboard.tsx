import { createFileRoute } from '@tanstack/react-router'
import { DashboardScreen } from '../../ui/dashboard/dashboard-screen'
import { loadMadrugadaCardFirst } from '../../ui/dashboard/madrugada-card-first'

export const Route = createFileRoute('/_app/dashboard')({
  loader: loadMadrugadaCardFirst,
  component: DashboardScreen,
})
