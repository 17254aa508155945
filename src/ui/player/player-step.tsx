import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { ArrowRight } from 'lucide-react'
import type { TutorialStep } from '../../data/activity-types'
import type { TutorialPosition } from '../../machines/tutorial'
import { CalmEntrance } from '../motion/calm-entrance'

const stepName = (step: TutorialStep) => step.title || step.instruction

/**
 * The current step, large enough to read at arm's length with the phone on the floor beside her,
 * and the next one below it (docs/product.md, Activity player). While the timer waits for her
 * (`held`: paused, or taken up after a reload), the step she was on stays, greyed.
 */
export function PlayerStep({ position, held = false }: { position: TutorialPosition; held?: boolean }) {
  const { index, current, next, total } = position
  return (
    <Box
      as="section"
      aria-label="Passo a passo"
      colorPalette={held ? 'gray' : 'calm'}
      color={held ? 'fg.muted' : undefined}
      data-held={held || undefined}
      bg="colorPalette.subtle"
      borderWidth="1px"
      borderColor="colorPalette.muted"
      rounded="l3"
      p={{ base: '5', md: '6' }}
    >
      <CalmEntrance key={index}>
        <Stack gap="3">
          <Text fontSize="md" fontWeight="semibold" color="colorPalette.fg">
            Passo {index + 1} de {total} · {current.duration}
          </Text>
          {current.title && (
            <Heading as="h3" fontSize={{ base: '2xl', md: '3xl' }} lineHeight="short">
              {current.title}
            </Heading>
          )}
          <Text fontSize={{ base: 'xl', md: '2xl' }} lineHeight="tall" fontWeight={current.title ? 'normal' : 'medium'}>
            {current.instruction}
          </Text>
          <HStack gap="2" fontSize="md" color="fg.muted" align="flex-start" pt="1">
            <ArrowRight aria-hidden size="1em" style={{ marginTop: '0.25em', flexShrink: 0 }} />
            <Text>{next ? `A seguir: ${stepName(next)}` : 'Último passo: termine no seu ritmo.'}</Text>
          </HStack>
        </Stack>
      </CalmEntrance>
    </Box>
  )
}
