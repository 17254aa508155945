import { Box, type BoxProps } from '@chakra-ui/react'

/**
 * Where a figure of hers goes while the build prerenders the screen: there is no device there,
 * and a wrong number or an evening suggestion in the morning would be worse than a blank.
 */
export function Placeholder(props: Pick<BoxProps, 'h' | 'w' | 'maxW'>) {
  return <Box aria-hidden bg="bg.emphasized" rounded="md" {...props} />
}
