import { AuthShell } from '../auth/auth-shell'

export function OnboardingScreen() {
  return <AuthShell title="Vamos nos conhecer" subtitle="Passo 1 de 3">{null}</AuthShell>
}
