import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { badgeRecipe } from '@chakra-ui/react/theme'
import { CircleCheck, Moon, Play, RotateCcw, Sun, Sunrise } from 'lucide-react'
import type { Ref } from 'react'
import { dailySuggestions, type DailySuggestion, type PartOfDay } from '../../data/daily'
import { totalMinutes } from '../../data/her-time'
import { UntilKnown } from '../until-known'

interface DailySuggestionCardProps {
  partOfDay: PartOfDay
  suggestion: DailySuggestion
  /**
   * False while the build prerenders: no clock there to say which part of the day it is. The page
   * then carries the three suggestions' titles, and the page's first script shows the one of her
   * clock (src/start/mark-her-moment.ts), so the card is read before the app arrives; its activities wait for it.
   */
  known: boolean
  /** Her journal says she played it today: 'Concluído hoje', and 'Repetir'. */
  doneToday: boolean
  onStart: () => void
  /** 'Começar agora', where her focus goes after the welcome. */
  startRef?: Ref<HTMLButtonElement>
}

const icons = { morning: Sunrise, afternoon: Sun, evening: Moon } satisfies Record<PartOfDay, typeof Sunrise>
const parts = Object.keys(icons) as PartOfDay[]

/** Its part of the day, whether she did it today, its title and what it is for. */
function SuggestionHeading({ partOfDay, suggestion, doneToday }: { partOfDay: PartOfDay; suggestion: DailySuggestion; doneToday: boolean }) {
  const Icon = icons[partOfDay]
  return (
    <>
      <HStack gap="3" wrap="wrap">
        <HStack gap="2" color="brand.fg" fontWeight="semibold" fontSize="sm">
          <Icon aria-hidden size="1.1rem" />
          <Text>Sugestão do dia</Text>
        </HStack>
        {doneToday && (
          <Badge recipe={badgeRecipe} size="md" variant="solid" colorPalette="calm">
            <CircleCheck aria-hidden size={14} /> Concluído hoje
          </Badge>
        )}
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
export function DailySuggestionCard({ partOfDay, suggestion, known, doneToday, onStart, startRef }: DailySuggestionCardProps) {
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
      <Card.Body gap="4" p={{ base: 'min(1.25rem, 6.25vw)', md: '7' }}>
        {known ? (
          <SuggestionHeading partOfDay={partOfDay} suggestion={suggestion} doneToday={doneToday} />
        ) : (
          parts.map((part) => (
            <Stack key={part} gap="4" data-suggestion={part}>
              <SuggestionHeading partOfDay={part} suggestion={dailySuggestions[part]} doneToday={false} />
            </Stack>
          ))
        )}
        <UntilKnown known={known}>
          <Stack gap="2">
            <Box as="ol" aria-label="Atividades da sugestão" ps="5" listStyleType="decimal" display="grid" gap="1.5">
              {suggestion.activities.map((activity) => (
                <li key={activity.id}>{activity.title}</li>
              ))}
            </Box>
            <Text color="fg.muted" fontWeight="medium">
              {totalMinutes(suggestion.activities)} minutos no total
            </Text>
          </Stack>
        </UntilKnown>
        <Stack direction={{ base: 'column', sm: 'row' }} mt="2">
          {/* Done today, it can be played again: the same big button, which keeps her place after the welcome. */}
          <Button size="xl" variant={doneToday ? 'outline' : 'solid'} onClick={onStart} ref={startRef}>
            {doneToday ? <RotateCcw aria-hidden /> : <Play aria-hidden />} {doneToday ? 'Repetir' : 'Começar agora'}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
