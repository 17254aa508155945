import { createFileRoute } from '@tanstack/react-router'
import { PlanScreen } from '../../ui/plan/plan-screen'

export const Route = createFileRoute('/_app/meu-plano')({
  component: PlanScreen,
})
