import { Coffee, HeartHandshake, ListChecks, PersonStanding, Wind, type LucideIcon } from 'lucide-react'
import type { ActivityType } from '../../data/activity-types'

interface ActivityKind {
  label: string
  icon: LucideIcon
  /** Movement and food in the warm clay, calm practices in sage. */
  palette: 'brand' | 'calm'
}

export const activityKinds: Record<ActivityType, ActivityKind> = {
  exercise: { label: 'Exercício', icon: PersonStanding, palette: 'brand' },
  meditation: { label: 'Meditação', icon: Wind, palette: 'calm' },
  food: { label: 'Alimentação', icon: Coffee, palette: 'brand' },
  routine: { label: 'Rotina', icon: ListChecks, palette: 'brand' },
  emotional: { label: 'Bem-estar emocional', icon: HeartHandshake, palette: 'calm' },
}
