import { Box, Flex } from '@chakra-ui/react'
import { useSyncExternalStore, type ReactNode } from 'react'
import { isRunKept, subscribeRuns } from '../../device/run-signal'
import { lazyPart } from '../../start/lazy-part'
import { AppHeader } from '../layout/app-header'
import { DesktopSidebar } from '../layout/desktop-sidebar'
import { SidebarProvider, useSidebar } from '../layout/sidebar-context'
import { MAIN_CONTENT_ID, SkipLink } from '../layout/skip-link'
import { NARROW_QUERY, useMediaQuery } from '../layout/use-media-query'
import { useReportDayDone } from '../reminders/use-report-day-done'

// The slide-over (a Chakra Drawer: dialog, focus trap, dismiss logic) is only for phones: on a
// narrow screen once the page is idle, or at her first tap on the menu.
const MobileSidebar = lazyPart({
  load: () => import('../layout/mobile-sidebar').then((m) => m.MobileSidebar),
  when: 'idle',
  stays: true,
  useNeeds: () => {
    const { overlayOpen } = useSidebar()
    const narrow = useMediaQuery(NARROW_QUERY)
    return { now: overlayOpen, shown: overlayOpen || narrow }
  },
})

// The run keeper (run-keeper.tsx), from the first moment a run is kept on her device, for the rest
// of the visit: most visits have none.
const RunKeeper = lazyPart({
  load: () => import('./run-keeper').then((m) => m.RunKeeper),
  when: 'needed',
  stays: true,
  useNeeds: () => ({ shown: useSyncExternalStore(subscribeRuns, isRunKept, () => false) }),
})

/** The sidebar layout (docs/product.md, Layout and navigation): sidebar, header with its toggle, and the screen. */
export function AppLayout({ children }: { children: ReactNode }) {
  useReportDayDone()
  return (
    <SidebarProvider>
      <SkipLink />
      <Flex minH="100dvh">
        <DesktopSidebar />
        <MobileSidebar />
        <Flex direction="column" flex="1" minW="0">
          <AppHeader />
          <Box
            as="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            flex="1"
            w="full"
            maxW="6xl"
            mx="auto"
            // In px below 5vw: with her text at 200 % on a 320 px phone, 1rem on each side would take a fifth of the line.
            px={{ base: 'min(1rem, 5vw)', md: '8' }}
            py={{ base: '5', md: '8' }}
            outline="none"
          >
            {children}
          </Box>
        </Flex>
      </Flex>
      <RunKeeper />
    </SidebarProvider>
  )
}
