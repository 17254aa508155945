import { createFileRoute } from '@tanstack/react-router'
import { OnboardingScreen } from '../ui/onboarding/onboarding-screen'

export const Route = createFileRoute('/onboarding')({
  component: OnboardingScreen,
})
