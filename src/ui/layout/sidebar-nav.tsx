import { Box, chakra, Text } from '@chakra-ui/react'
import { lazy, Suspense, useCallback, useRef } from 'react'
import { Link, useRouterState } from '@tanstack/react-router'
import { isCurrent, navItems, type NavItem } from './nav-items'

const NavLink = chakra(Link)

// Tooltips (positioning, floating-ui) only matter on the collapsed rail: loaded when it collapses,
// the bare link in its place until then (a placeholder of each link's own, so React's lazy).
const NavTooltip = lazy(() => import('./nav-tooltip').then((m) => ({ default: m.NavTooltip })))

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
  const keepFocus = useFocusAcrossRemount()
  const link = (
    <NavLink
      ref={keepFocus}
      to={item.to}
      aria-current={current ? 'page' : undefined}
      aria-label={collapsed ? item.title : undefined}
      display="flex"
      alignItems="center"
      gap="3"
      minH="11"
      px={collapsed ? '0' : 'min(0.75rem, 3vw)'}
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
      {/* On one line in the rail, which narrows under it; in the phone's menu the name wraps
          rather than lose its end (her text at 200 %). */}
      {!collapsed && (
        <Text as="span" minW="0" whiteSpace={{ md: 'nowrap' }} overflow={{ md: 'hidden' }} textOverflow={{ md: 'ellipsis' }}>
          {item.title}
        </Text>
      )}
    </NavLink>
  )
  if (!collapsed) return link
  return (
    <Suspense fallback={link}>
      <NavTooltip label={item.title}>{link}</NavTooltip>
    </Suspense>
  )
}

/**
 * Folding the rail (Ctrl+B) swaps each link for a new element, wrapped in its tooltip or not, and
 * the tooltip's code arriving swaps it again. A link that goes while focused hands focus to the
 * element that replaces it, so a keyboard user keeps her place instead of landing on the page.
 */
function useFocusAcrossRemount() {
  const node = useRef<HTMLElement | null>(null)
  const refocus = useRef(false)
  return useCallback((element: HTMLElement | null) => {
    if (element) {
      node.current = element
      if (refocus.current) {
        refocus.current = false
        element.focus()
      }
      return
    }
    // Detached, not yet removed from the page: is it the focused element?
    if (node.current && node.current === document.activeElement) refocus.current = true
    node.current = null
  }, [])
}
