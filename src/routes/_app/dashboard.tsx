import { createFileRoute } from '@tanstack/react-router'
import { DashboardScreen } from '../../ui/dashboard/dashboard-screen'
import { loadDashboardPartsFirst } from '../../ui/dashboard/dashboard-first'
import { loadMadrugadaCardFirst } from '../../ui/dashboard/madrugada-card-first'

export const Route = createFileRoute('/_app/dashboard')({
  loader: () => Promise.all([loadMadrugadaCardFirst(), loadDashboardPartsFirst()]),
  component: DashboardScreen,
})
