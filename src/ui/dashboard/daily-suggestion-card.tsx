import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Moon, Play, Sun, Sunrise } from 'lucide-react'
import type { Ref } from 'react'
import type { DailySuggestion, PartOfDay } from '../../data/daily'
import { UntilKnown } from '../until-known'

interface DailySuggestionCardProps {
  partOfDay: PartOfDay
  suggestion: DailySuggestion
  /** False while the build prerenders: no clock there to say which part of the day it is. */
  known: boolean
  onStart: () => void
  /** 'Começar agora', where her focus goes after the welcome. */
  startRef?: Ref<HTMLButtonElement>
}

const icons = { morning: Sunrise, afternoon: Sun, evening: Moon } satisfies Record<PartOfDay, typeof Sunrise>

/** The suggestion of the time of day; 'Começar agora' plays it as a routine (docs/product.md, Dashboard). */
export function DailySuggestionCard({ partOfDay, suggestion, known, onStart, startRef }: DailySuggestionCardProps) {
  const Icon = icons[partOfDay]
  return (
    <Card.Root
      as="section"
      aria-labelledby="sugestao-do-dia"
      variant="subtle"
      rounded="l3"
      bgGradient="to-br"
      gradientFrom="brand.muted"
      gradientTo="brand.subtle"
      h="full"
    >
      <Card.Body gap="4" p={{ base: '5', md: '7' }}>
        <HStack gap="2" color="brand.fg" fontWeight="semibold" fontSize="sm">
          <Icon aria-hidden size="1.1rem" />
          <Text>Sugestão do dia</Text>
        </HStack>
        <UntilKnown known={known}>
          <Stack gap="4">
            <Heading as="h2" id="sugestao-do-dia" size={{ base: '2xl', md: '3xl' }} lineHeight="short">
              {suggestion.title}
            </Heading>
            <Text color="fg.muted" maxW="prose">
              {suggestion.description}
            </Text>
            <Box as="ol" aria-label="Atividades da sugestão" ps="5" listStyleType="decimal" display="grid" gap="1.5">
              {suggestion.activities.map((activity) => (
                <li key={activity.id}>{activity.title}</li>
              ))}
            </Box>
          </Stack>
        </UntilKnown>
        <Stack direction={{ base: 'column', sm: 'row' }} mt="2">
          <Button size="xl" onClick={onStart} ref={startRef}>
            <Play aria-hidden /> Começar agora
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
