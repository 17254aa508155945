import { createFileRoute } from '@tanstack/react-router'
import { AlertSignsScreen } from '../../ui/alert-signs/alert-signs-screen'

export const Route = createFileRoute('/_app/sinais-de-alerta')({
  component: AlertSignsScreen,
})
