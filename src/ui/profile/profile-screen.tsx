import { ScreenHeader } from '../layout/screen-header'

export function ProfileScreen() {
  return <ScreenHeader title="Perfil" />
}
