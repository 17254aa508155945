import { Box, Flex } from '@chakra-ui/react'
import { useSyncExternalStore, type ReactNode } from 'react'
import { isRunKept, subscribeRuns } from '../../device/run-signal'
import { useLoadedOnceIdle } from '../../start/loaded-once-idle'
import { AppHeader } from '../layout/app-header'
import { DesktopSidebar } from '../layout/desktop-sidebar'
import { SidebarProvider, useSidebar } from '../layout/sidebar-context'
import { MAIN_CONTENT_ID, SkipLink } from '../layout/skip-link'
import { NARROW_QUERY, useMediaQuery } from '../layout/use-media-query'
import { useReportDayDone } from '../reminders/use-report-day-done'

// The layout's two late parts, on the cheap hook rather than lazyPart, so that lazyPart is in the
// first load only of the screens that declare late parts of their own.
const loadMobileSidebar = () => import('../layout/mobile-sidebar').then((m) => m.MobileSidebar)
const loadRunKeeper = () => import('./run-keeper').then((m) => m.RunKeeper)

/**
 * The slide-over (a Chakra Drawer: dialog, focus trap, dismiss logic) is only for phones: its code
 * comes on a narrow screen once the page is idle, or at once at her first tap on the menu, which it
 * then opens; once here it stays.
 */
function LateMobileSidebar() {
  const { overlayOpen } = useSidebar()
  const MobileSidebar = useLoadedOnceIdle(loadMobileSidebar, { now: overlayOpen, idle: useMediaQuery(NARROW_QUERY) })
  return MobileSidebar ? <MobileSidebar /> : null
}

/**
 * The run keeper (run-keeper.tsx), from the first moment a run is kept on her device, for the rest
 * of the visit: most visits have none, so it never comes at the idle moment.
 */
function LateRunKeeper() {
  const kept = useSyncExternalStore(subscribeRuns, isRunKept, () => false)
  const RunKeeper = useLoadedOnceIdle(loadRunKeeper, { now: kept, idle: false })
  return RunKeeper ? <RunKeeper /> : null
}

/** The sidebar layout (docs/product.md, Layout and navigation): sidebar, header with its toggle, and the screen. */
export function AppLayout({ children }: { children: ReactNode }) {
  useReportDayDone()
  return (
    <SidebarProvider>
      <SkipLink />
      <Flex minH="100dvh">
        <DesktopSidebar />
        <LateMobileSidebar />
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
      <LateRunKeeper />
    </SidebarProvider>
  )
}
