import { Box, Button, Card, Heading, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { Moon, Play, Sun, Sunrise } from 'lucide-react'
import type { DailySuggestion, PartOfDay } from '../../data/daily'
import { Placeholder } from './placeholder'

interface DailySuggestionCardProps {
  /** The suggestion of this time of day, with when it is; null while the build prerenders (no clock). */
  suggestion: { partOfDay: PartOfDay; content: DailySuggestion } | null
  onStart: () => void
}

const icons = { morning: Sunrise, afternoon: Sun, evening: Moon } satisfies Record<PartOfDay, typeof Sunrise>

/** The suggestion of the time of day; 'Começar agora' starts its first activity's card (docs/product.md). */
export function DailySuggestionCard({ suggestion, onStart }: DailySuggestionCardProps) {
  const Icon = icons[suggestion?.partOfDay ?? 'morning']
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
        {suggestion ? (
          <>
            <Heading as="h2" id="sugestao-do-dia" size={{ base: '2xl', md: '3xl' }} lineHeight="short">
              {suggestion.content.title}
            </Heading>
            <Text color="fg.muted" maxW="prose">
              {suggestion.content.description}
            </Text>
            <Box as="ol" aria-label="Atividades da sugestão" ps="5" listStyleType="decimal" display="grid" gap="1.5">
              {suggestion.content.activities.map((activity) => (
                <li key={activity.id}>{activity.title}</li>
              ))}
            </Box>
          </>
        ) : (
          <Stack gap="4">
            <Heading as="h2" id="sugestao-do-dia" size={{ base: '2xl', md: '3xl' }}>
              <VisuallyHidden>Sugestão do dia</VisuallyHidden>
              <Placeholder h="9" w="full" maxW="72" />
            </Heading>
            <Placeholder h="12" w="full" maxW="prose" />
            <Placeholder h="20" w="full" maxW="60" />
          </Stack>
        )}
        <Stack direction={{ base: 'column', sm: 'row' }} mt="2">
          <Button size="xl" onClick={onStart}>
            <Play aria-hidden /> Começar agora
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
