import { Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

interface ScreenHeaderProps {
  title: string
  subtitle?: ReactNode
  /** Buttons beside the title (stacked under it on small screens). */
  actions?: ReactNode
  /** Tighter on a phone, for a screen whose content needs the height (the chat). */
  compact?: boolean
}

/** Every screen's h1 and subtitle, the same size and rhythm everywhere. */
export function ScreenHeader({ title, subtitle, actions, compact = false }: ScreenHeaderProps) {
  return (
    <Stack
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', sm: 'flex-end' }}
      gap={compact ? { base: '2', md: '4' } : '4'}
      mb={compact ? { base: '2', md: '8' } : { base: '5', md: '8' }}
    >
      <Stack gap={compact ? { base: '0.5', md: '1.5' } : '1.5'}>
        <Heading as="h1" size={compact ? { base: 'xl', md: '3xl' } : { base: '2xl', md: '3xl' }} lineHeight="short">
          {title}
        </Heading>
        {subtitle && (
          <Text color="fg.muted" textStyle={compact ? { base: 'sm', md: 'md' } : undefined}>
            {subtitle}
          </Text>
        )}
      </Stack>
      {actions}
    </Stack>
  )
}
