import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { ArrowRight } from 'lucide-react'
import type { TutorialStep } from '../../data/activity-types'
import type { TutorialPosition } from '../../machines/tutorial'
import { headingSize } from '../layout/big-text'
import { CalmEntrance } from '../motion/calm-entrance'

const stepName = (step: TutorialStep) => step.title || step.instruction

interface PlayerStepProps {
  position: TutorialPosition
  held?: boolean
  /** How long the step lasts, as she reads it; empty for a step that has no time of its own. */
  duration?: string
}

/**
 * The current step, large enough to read at arm's length with the phone on the floor beside her,
 * and the next one below it (docs/product.md, Activity player). While the timer waits for her
 * (`held`: paused, or taken up after a reload), the step she was on stays, greyed.
 */
export function PlayerStep({ position, held = false, duration = position.current.duration }: PlayerStepProps) {
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
      p={{ base: 'min(1.25rem, 5vw)', md: '6' }}
    >
      <CalmEntrance key={index}>
        <Stack gap="3">
          <Text fontSize="md" fontWeight="semibold" color="colorPalette.fg">
            Passo {index + 1} de {total}
            {duration && ` · ${duration}`}
          </Text>
          {current.title && (
            <Heading as="h3" fontSize={{ base: headingSize(1.5, '8vw'), md: '3xl' }} lineHeight="short">
              {current.title}
            </Heading>
          )}
          <Text fontSize={{ base: headingSize(1.25, '6.5vw'), md: '2xl' }} lineHeight="tall" fontWeight={current.title ? 'normal' : 'medium'}>
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
