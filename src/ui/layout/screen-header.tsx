import { Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

interface ScreenHeaderProps {
  title: string
  subtitle?: ReactNode
  /** Buttons beside the title (stacked under it on small screens). */
  actions?: ReactNode
}

/** Every screen's h1 and subtitle, the same size and rhythm everywhere. */
export function ScreenHeader({ title, subtitle, actions }: ScreenHeaderProps) {
  return (
    <Stack
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', sm: 'flex-end' }}
      gap="4"
      mb={{ base: '5', md: '8' }}
    >
      <Stack gap="1.5">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} lineHeight="short">
          {title}
        </Heading>
        {subtitle && <Text color="fg.muted">{subtitle}</Text>}
      </Stack>
      {actions}
    </Stack>
  )
}
