/** The onboarding's choices (docs/product.md, Onboarding), also offered by the profile's 'Tempo disponível'. */

export const availableTimeOptions = [
  { value: '5-10', label: '5-10 minutos' },
  { value: '10-20', label: '10-20 minutos' },
  { value: '20-30', label: '20-30 minutos' },
  { value: '30+', label: '30+ minutos' },
] as const

export type AvailableTime = (typeof availableTimeOptions)[number]['value']

export const goalOptions = [
  { id: 'relaxar', label: 'Relaxar e reduzir ansiedade' },
  { id: 'exercitar', label: 'Fazer exercícios físicos' },
  { id: 'cuidar-mente', label: 'Cuidar da saúde mental' },
  { id: 'alimentacao', label: 'Melhorar alimentação' },
] as const

export type GoalId = (typeof goalOptions)[number]['id']

export interface OnboardingAnswers {
  /** Text, as typed in a numeric field. */
  age: string
  childrenAges: string
  availableTime: AvailableTime | ''
  goals: GoalId[]
}

export const emptyOnboardingAnswers: OnboardingAnswers = { age: '', childrenAges: '', availableTime: '', goals: [] }
