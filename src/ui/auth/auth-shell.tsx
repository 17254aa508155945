import { Box, Card, Flex, Heading, Text, VStack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { BrandMark } from '../layout/brand-mark'
import { ColorModeToggle } from '../layout/color-mode-toggle'

interface AuthShellProps {
  title: string
  subtitle?: string
  children: ReactNode
}

/** The calm frame of the screens outside the sidebar: brand, one card, the theme toggle. */
export function AuthShell({ title, subtitle, children }: AuthShellProps) {
  return (
    <Flex
      minH="100dvh"
      direction="column"
      align="center"
      px="min(1rem, 5vw)"
      py={{ base: '6', md: '12' }}
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg"
    >
      <Flex as="header" w="full" maxW="md" justify="space-between" align="center" mb={{ base: '6', md: '10' }}>
        <BrandMark narrowName />
        <ColorModeToggle />
      </Flex>
      <Box as="main" id="conteudo" w="full" maxW="md">
        <Card.Root variant="elevated" rounded="l3" bg="bg.panel">
          <Card.Body gap="6" p={{ base: 'min(1.5rem, 7.5vw)', md: '8' }}>
            <VStack gap="2" align="start">
              <Heading as="h1" size="2xl" lineHeight="short">
                {title}
              </Heading>
              {subtitle && <Text color="fg.muted">{subtitle}</Text>}
            </VStack>
            {children}
          </Card.Body>
        </Card.Root>
      </Box>
    </Flex>
  )
}
