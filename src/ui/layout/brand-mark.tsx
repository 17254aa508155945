import { Box, HStack, Text } from '@chakra-ui/react'
import { Flower2 } from 'lucide-react'

/**
 * Everything in the header is sized in rem, so with her text at 200 % it is twice as wide: below
 * 18em of screen (288 px with normal text, 576 px at 200 %) the name would push the theme switch
 * off the screen, and only the mark shows.
 */
const nameOnlyWhereItFits = { display: 'none', '@media (min-width: 18em)': { display: 'block' } }

/** The product name with its mark; the name hides when the rail is collapsed (and, `narrowName`, where it does not fit). */
export function BrandMark({ showName = true, narrowName = false }: { showName?: boolean; narrowName?: boolean }) {
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
        <Text fontFamily="heading" fontSize="lg" fontWeight="semibold" whiteSpace="nowrap" color="fg" css={narrowName ? nameOnlyWhereItFits : undefined}>
          Momento Mãe
        </Text>
      )}
    </HStack>
  )
}
