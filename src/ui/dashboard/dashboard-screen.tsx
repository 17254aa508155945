import { ScreenHeader } from '../layout/screen-header'

export function DashboardScreen() {
  return <ScreenHeader title="Olá, Mãe!" subtitle="Que tal reservar um momento para você hoje?" />
}
