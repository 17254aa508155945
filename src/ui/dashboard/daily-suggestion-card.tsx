import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Moon, Play, Sun, Sunrise } from 'lucide-react'
import type { Ref } from 'react'
import { dailySuggestions, type DailySuggestion, type PartOfDay } from '../../data/daily'
import { UntilKnown } from '../until-known'

interface DailySuggestionCardProps {
  partOfDay: PartOfDay
  suggestion: DailySuggestion
  /**
   * False while the build prerenders: no clock there to say which part of the day it is. The page
   * then carries the three suggestions' titles, and the page's first script shows the one of her
   * clock (index.html), so the card is read before the app arrives; its activities wait for it.
   */
  known: boolean
  onStart: () => void
  /** 'Começar agora', where her focus goes after the welcome. */
  startRef?: Ref<HTMLButtonElement>
}

const icons = { morning: Sunrise, afternoon: Sun, evening: Moon } satisfies Record<PartOfDay, typeof Sunrise>
const parts = Object.keys(icons) as PartOfDay[]

/** Its part of the day, its title and what it is for. */
function SuggestionHeading({ partOfDay, suggestion }: { partOfDay: PartOfDay; suggestion: DailySuggestion }) {
  const Icon = icons[partOfDay]
  return (
    <>
      <HStack gap="2" color="brand.fg" fontWeight="semibold" fontSize="sm">
        <Icon aria-hidden size="1.1rem" />
        <Text>Sugestão do dia</Text>
      </HStack>
      <Heading as="h2" id={`sugestao-do-dia-${partOfDay}`} size={{ base: '2xl', md: '3xl' }} lineHeight="short">
        {suggestion.title}
      </Heading>
      <Text color="fg.muted" maxW="prose">
        {suggestion.description}
      </Text>
    </>
  )
}

/** The suggestion of the time of day; 'Começar agora' plays it as a routine (docs/product.md, Dashboard). */
export function DailySuggestionCard({ partOfDay, suggestion, known, onStart, startRef }: DailySuggestionCardProps) {
  return (
    <Card.Root
      as="section"
      aria-labelledby={`sugestao-do-dia-${partOfDay}`}
      variant="subtle"
      rounded="l3"
      bgGradient="to-br"
      gradientFrom="brand.muted"
      gradientTo="brand.subtle"
      h="full"
    >
      <Card.Body gap="4" p={{ base: '5', md: '7' }}>
        {known ? (
          <SuggestionHeading partOfDay={partOfDay} suggestion={suggestion} />
        ) : (
          parts.map((part) => (
            <Stack key={part} gap="4" data-suggestion={part}>
              <SuggestionHeading partOfDay={part} suggestion={dailySuggestions[part]} />
            </Stack>
          ))
        )}
        <UntilKnown known={known}>
          <Box as="ol" aria-label="Atividades da sugestão" ps="5" listStyleType="decimal" display="grid" gap="1.5">
            {suggestion.activities.map((activity) => (
              <li key={activity.id}>{activity.title}</li>
            ))}
          </Box>
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
