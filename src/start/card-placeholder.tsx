import { Box, type BoxProps } from '@chakra-ui/react'

/** An empty card of a card's size and look: what a late card shows until its code is here. */
export function CardPlaceholder({ minH }: { minH: BoxProps['minH'] }) {
  return <Box aria-hidden minH={minH} bg="bg.panel" rounded="l3" borderWidth="1px" borderColor="border" />
}
