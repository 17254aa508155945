import { Flex } from '@chakra-ui/react'
import { WifiOff } from 'lucide-react'

/**
 * 'Sem conexão', small and out of the way at the foot of the screen while she is offline (under
 * the chat's composer, clear of the header's brand and the screens' titles): the screens keep
 * working from the device, and this only says why nothing new arrives.
 */
export function OfflineIndicator() {
  return (
    <Flex
      role="status"
      position="fixed"
      zIndex="banner"
      bottom="calc(0.5rem + env(safe-area-inset-bottom))"
      left="50%"
      transform="translateX(-50%)"
      align="center"
      gap="1.5"
      px="3"
      py="1"
      rounded="full"
      bg="bg.inverted"
      color="fg.inverted"
      textStyle="xs"
      fontWeight="medium"
      boxShadow="md"
      pointerEvents="none"
      whiteSpace="nowrap"
    >
      <WifiOff aria-hidden size="1em" />
      Sem conexão
    </Flex>
  )
}
