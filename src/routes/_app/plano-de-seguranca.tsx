import { createFileRoute } from '@tanstack/react-router'
import { SafetyPlanScreen } from '../../ui/safety-plan/safety-plan-screen'

export const Route = createFileRoute('/_app/plano-de-seguranca')({
  component: SafetyPlanScreen,
})
