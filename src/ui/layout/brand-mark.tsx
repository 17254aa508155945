import { Box, HStack, Text } from '@chakra-ui/react'
import { Flower2 } from 'lucide-react'

/** The product name with its mark; the name hides when the rail is collapsed. */
export function BrandMark({ showName = true }: { showName?: boolean }) {
  return (
    <HStack gap="2.5" minW="0">
      <Box
        display="grid"
        placeItems="center"
        flexShrink="0"
        boxSize="8"
        rounded="full"
        bg="brand.solid"
        color="brand.contrast"
        aria-hidden
      >
        <Flower2 size={18} strokeWidth={2.2} />
      </Box>
      {showName && (
        <Text fontFamily="heading" fontSize="lg" fontWeight="semibold" whiteSpace="nowrap" color="fg">
          Momento Mãe
        </Text>
      )}
    </HStack>
  )
}
