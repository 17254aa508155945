import { createFileRoute } from '@tanstack/react-router'
import { SignupScreen } from '../ui/auth/signup-screen'

export const Route = createFileRoute('/signup')({
  component: SignupScreen,
})
