import { Box, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react'
import { separatorRecipe } from '@chakra-ui/react/theme'
import { ArrowRight } from 'lucide-react'
import type { TutorialPosition } from '../../machines/tutorial'

/**
 * The current step, with the next one below it (docs/product.md, Activity card). While the timer
 * waits for her (`held`: paused, or taken up after a reload), the step she was on stays, greyed.
 */
export function TutorialPanel({ position, held = false }: { position: TutorialPosition; held?: boolean }) {
  const { index, current, next, total } = position
  return (
    <Box
      as="section"
      aria-label="Passo a passo"
      colorPalette={held ? 'gray' : 'calm'}
      color={held ? 'fg.muted' : undefined}
      bg="colorPalette.subtle"
      borderWidth="1px"
      borderColor="colorPalette.muted"
      rounded="l2"
      p="4"
      data-held={held || undefined}
    >
      <Stack gap="2">
        <Text fontSize="sm" fontWeight="semibold" color="colorPalette.fg">
          Passo {index + 1} de {total} · {current.duration}
        </Text>
        <Heading as="h4" size="md" lineHeight="short">
          {current.title}
        </Heading>
        <Text lineHeight="tall">{current.instruction}</Text>
        <Separator recipe={separatorRecipe} my="1" borderColor="colorPalette.muted" />
        <HStack gap="2" fontSize="sm" color="fg.muted" align="flex-start">
          <ArrowRight aria-hidden size="1em" style={{ marginTop: '0.2em', flexShrink: 0 }} />
          <Text>{next ? `A seguir: ${next.title}` : 'Último passo: termine no seu ritmo.'}</Text>
        </HStack>
      </Stack>
    </Box>
  )
}
