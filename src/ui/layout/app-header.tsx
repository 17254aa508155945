import { Box, Flex, IconButton } from '@chakra-ui/react'
import { PanelLeft } from 'lucide-react'
import { BrandMark } from './brand-mark'
import { ColorModeToggle } from './color-mode-toggle'
import { useSidebar } from './sidebar-context'

export function AppHeader() {
  const { menuExpanded, toggle } = useSidebar()
  return (
    <Flex
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      h="14"
      align="center"
      gap="2"
      px={{ base: '2', md: '4' }}
      bg="bg/90"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
    >
      <IconButton
        variant="ghost"
        size="lg"
        aria-label="Mostrar ou ocultar o menu (Ctrl+B)"
        aria-expanded={menuExpanded}
        _expanded={{ bg: 'transparent', _hover: { bg: 'brand.subtle' } }}
        onClick={toggle}
      >
        <PanelLeft aria-hidden />
      </IconButton>
      <Box display={{ base: 'block', md: 'none' }} minW="0">
        <BrandMark narrowName />
      </Box>
      <Box flex="1" />
      <ColorModeToggle />
    </Flex>
  )
}
