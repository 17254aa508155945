import { Box } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { PHONE_GUTTER, shortForItsText } from '../layout/big-text'

/**
 * The player's controls. On a phone they sit at the bottom of the screen, within a thumb's reach,
 * and stay there while a long step scrolls under them; on a wider screen they follow the content,
 * and so they do on a screen short for its text (her text at 200 %), where the step needs the room.
 */
export function ThumbBar({ children }: { children: ReactNode }) {
  return (
    <Box
      data-part="thumb-bar"
      position={{ base: 'sticky', md: 'static' }}
      bottom="0"
      zIndex="1"
      mt="auto"
      mx={{ base: `calc(-1 * ${PHONE_GUTTER})`, md: '0' }}
      px={{ base: PHONE_GUTTER, md: '0' }}
      pt={{ base: '3', md: '0' }}
      pb={{ base: 'calc(0.75rem + env(safe-area-inset-bottom))', md: '0' }}
      bg="bg.panel"
      borderTopWidth={{ base: '1px', md: '0' }}
      css={{ [shortForItsText]: { position: 'static' } }}
    >
      {children}
    </Box>
  )
}
