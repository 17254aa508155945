import { Suspense } from 'react'
import { lazyComponent, useAfterIdle, useOnceTrue } from '../lazy/load-when-needed'
import { useSidebar } from './sidebar-context'
import { NARROW_QUERY, useMediaQuery } from './use-media-query'

// The slide-over (a Chakra Drawer: dialog, focus trap, dismiss logic) is only for phones.
const MobileSidebar = lazyComponent(() => import('./mobile-sidebar').then((m) => m.MobileSidebar))

/** Loads the mobile slide-over on a narrow screen once the page is idle, or at the first tap. */
export function MobileSidebarWhenNarrow() {
  const { overlayOpen } = useSidebar()
  const narrow = useMediaQuery(NARROW_QUERY)
  const idle = useAfterIdle()
  const mounted = useOnceTrue(overlayOpen || (narrow && idle))
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <MobileSidebar />
    </Suspense>
  )
}
