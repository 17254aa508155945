import { ClipboardList, House, MessageCircleHeart, UserRound, type LucideIcon } from 'lucide-react'

export interface NavItem {
  title: string
  to: '/dashboard' | '/chat' | '/meu-plano' | '/profile'
  icon: LucideIcon
  /** Other paths that show the same screen. */
  alsoAt?: string[]
}

export const navItems: NavItem[] = [
  { title: 'Dashboard', to: '/dashboard', icon: House, alsoAt: ['/'] },
  { title: 'Chat IA', to: '/chat', icon: MessageCircleHeart },
  { title: 'Meu Plano', to: '/meu-plano', icon: ClipboardList },
  { title: 'Perfil', to: '/profile', icon: UserRound },
]

export function isCurrent(item: NavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/'
  return path === item.to || (item.alsoAt?.includes(path) ?? false)
}
