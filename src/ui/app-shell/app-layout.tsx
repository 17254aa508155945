import { Box, Flex } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { AppHeader } from '../layout/app-header'
import { DesktopSidebar } from '../layout/desktop-sidebar'
import { SidebarProvider } from '../layout/sidebar-context'
import { MAIN_CONTENT_ID, SkipLink } from '../layout/skip-link'
import { useReportDayDone } from '../reminders/use-report-day-done'
import { MobileSidebarWhenNarrow } from './mobile-sidebar-when-narrow'
import { RunKeeperWhenKept } from './run-keeper-when-kept'

/** The sidebar layout (docs/product.md, Layout and navigation): sidebar, header with its toggle, and the screen. */
export function AppLayout({ children }: { children: ReactNode }) {
  useReportDayDone()
  return (
    <SidebarProvider>
      <SkipLink />
      <Flex minH="100dvh">
        <DesktopSidebar />
        <MobileSidebarWhenNarrow />
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
      <RunKeeperWhenKept />
    </SidebarProvider>
  )
}
