import { Box, chakra, Text } from '@chakra-ui/react'
import { Suspense } from 'react'
import { Link, useRouterState } from '@tanstack/react-router'
import { lazyComponent } from '../lazy/load-when-needed'
import { isCurrent, navItems, type NavItem } from './nav-items'

const NavLink = chakra(Link)

// Tooltips (positioning, floating-ui) only matter on the collapsed rail: loaded when it collapses.
const NavTooltip = lazyComponent(() => import('./nav-tooltip').then((m) => m.NavTooltip))

export function SidebarNav({ collapsed }: { collapsed: boolean }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return (
    <Box as="nav" aria-label="Navegação principal">
      <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap="1">
        {navItems.map((item) => (
          <li key={item.to}>
            <SidebarLink item={item} current={isCurrent(item, pathname)} collapsed={collapsed} />
          </li>
        ))}
      </Box>
    </Box>
  )
}

function SidebarLink({ item, current, collapsed }: { item: NavItem; current: boolean; collapsed: boolean }) {
  const Icon = item.icon
  const link = (
    <NavLink
      to={item.to}
      aria-current={current ? 'page' : undefined}
      aria-label={collapsed ? item.title : undefined}
      display="flex"
      alignItems="center"
      gap="3"
      minH="11"
      px={collapsed ? '0' : '3'}
      justifyContent={collapsed ? 'center' : 'flex-start'}
      rounded="l2"
      color={current ? 'brand.fg' : 'fg.muted'}
      bg={current ? 'brand.muted' : 'transparent'}
      fontWeight={current ? 'semibold' : 'medium'}
      textDecoration="none"
      transition="background 150ms, color 150ms"
      _hover={{ bg: current ? 'brand.muted' : 'bg.muted', color: current ? 'brand.fg' : 'fg' }}
      focusVisibleRing="outside"
    >
      <Icon size={20} aria-hidden style={{ flexShrink: 0 }} />
      {!collapsed && <Text as="span" truncate>{item.title}</Text>}
    </NavLink>
  )
  if (!collapsed) return link
  return (
    <Suspense fallback={link}>
      <NavTooltip label={item.title}>{link}</NavTooltip>
    </Suspense>
  )
}
