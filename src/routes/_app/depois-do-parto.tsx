import { createFileRoute } from '@tanstack/react-router'
import { AfterBirthScreen } from '../../ui/after-birth/after-birth-screen'

export const Route = createFileRoute('/_app/depois-do-parto')({
  component: AfterBirthScreen,
})
