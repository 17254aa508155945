import { useLoadedOnceIdle } from '../../start/loaded-once-idle'
import { useSidebar } from '../layout/sidebar-context'
import { NARROW_QUERY, useMediaQuery } from '../layout/use-media-query'

const loadMobileSidebar = () => import('../layout/mobile-sidebar').then((m) => m.MobileSidebar)

/**
 * The slide-over (a Chakra Drawer: dialog, focus trap, dismiss logic) is only for phones: its code
 * comes on a narrow screen once the page is idle, or at once at her first tap on the menu, which it
 * then opens; once here it stays.
 */
export function MobileSidebarWhenNarrow() {
  const { overlayOpen } = useSidebar()
  const MobileSidebar = useLoadedOnceIdle(loadMobileSidebar, { now: overlayOpen, idle: useMediaQuery(NARROW_QUERY) })
  return MobileSidebar ? <MobileSidebar /> : null
}
