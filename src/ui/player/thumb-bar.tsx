import { Box } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/**
 * The player's controls. On a phone they sit at the bottom of the screen, within a thumb's reach,
 * and stay there while a long step scrolls under them; on a wider screen they follow the content.
 */
export function ThumbBar({ children }: { children: ReactNode }) {
  return (
    <Box
      data-part="thumb-bar"
      position={{ base: 'sticky', md: 'static' }}
      bottom="0"
      zIndex="1"
      mt="auto"
      mx={{ base: '-6', md: '0' }}
      px={{ base: '6', md: '0' }}
      pt={{ base: '3', md: '0' }}
      pb={{ base: 'calc(0.75rem + env(safe-area-inset-bottom))', md: '0' }}
      bg="bg.panel"
      borderTopWidth={{ base: '1px', md: '0' }}
    >
      {children}
    </Box>
  )
}
