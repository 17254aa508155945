import { Card, Circle, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface PlanStepIds {
  heading: string
  about: string
  example: string
}

interface PlanStepProps {
  number: number
  title: string
  about: string
  example: string
  ids: PlanStepIds
  children: ReactNode
}

/**
 * One step of her plan, an item of the numbered list she reads from the top: its title (which
 * names her field), a line on what goes here and a short example, then what she writes.
 */
export function PlanStep({ number, title, about, example, ids, children }: PlanStepProps) {
  return (
    <Card.Root as="li" variant="outline" bg="bg.panel" rounded="l3">
      <Card.Body gap="4" p={{ base: 'min(1rem, 5vw)', md: '6' }}>
        <Stack gap="1.5">
          <Flex gap="3" align="center">
            <Circle aria-hidden size="8" flexShrink={0} bg="calm.muted" color="calm.fg" fontWeight="bold" fontFamily="heading">
              {number}
            </Circle>
            <Heading as="h2" size="lg" id={ids.heading} lineHeight="short">
              {title}
            </Heading>
          </Flex>
          <Text id={ids.about}>{about}</Text>
          <Text id={ids.example} color="fg.muted" textStyle="sm" fontStyle="italic">
            {example}
          </Text>
        </Stack>
        {children}
      </Card.Body>
    </Card.Root>
  )
}
