import { Box, Flex } from '@chakra-ui/react'
import { BrandMark } from './brand-mark'
import { useSidebar } from './sidebar-context'
import { SidebarNav } from './sidebar-nav'

/** The rail at 768 px and wider: 16rem, or 3rem of icons when collapsed. */
export function DesktopSidebar() {
  const { collapsed, narrow } = useSidebar()
  // Under 768 px it is hidden anyway (the prerendered page hides it with CSS): not rendering it at
  // all spares the phone its elements at start-up.
  if (narrow) return null
  return (
    <Box
      as="aside"
      aria-label="Menu lateral"
      data-state={collapsed ? 'collapsed' : 'expanded'}
      display={{ base: 'none', md: 'block' }}
      flexShrink="0"
      position="sticky"
      top="0"
      h="100dvh"
      w={collapsed ? '3rem' : '16rem'}
      transition="width 200ms ease"
      bg="bg.panel"
      borderRightWidth="1px"
      overflowX="hidden"
      overflowY="auto"
    >
      <Flex direction="column" gap="6" py="4" px={collapsed ? '1' : '3'}>
        <Flex h="10" align="center" justify={collapsed ? 'center' : 'flex-start'} px={collapsed ? '0' : '1'}>
          <BrandMark showName={!collapsed} />
        </Flex>
        <SidebarNav collapsed={collapsed} />
      </Flex>
    </Box>
  )
}
