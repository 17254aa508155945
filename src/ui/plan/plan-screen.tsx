import { ScreenHeader } from '../layout/screen-header'

export function PlanScreen() {
  return <ScreenHeader title="Meu Plano" subtitle="Suas rotinas e atividades salvas" />
}
