import { createFileRoute } from '@tanstack/react-router'
import { ProfileScreen } from '../../ui/profile/profile-screen'

export const Route = createFileRoute('/_app/profile')({
  component: ProfileScreen,
})
