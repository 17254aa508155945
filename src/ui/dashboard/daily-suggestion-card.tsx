import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Play, Sunrise } from 'lucide-react'
import type { DailySuggestion } from '../../data/daily'

interface DailySuggestionCardProps {
  suggestion: DailySuggestion
  onStart: () => void
}

/** Today's suggestion; 'Começar agora' starts its first activity card (docs/product.md, Dashboard). */
export function DailySuggestionCard({ suggestion, onStart }: DailySuggestionCardProps) {
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
          <Sunrise aria-hidden size="1.1rem" />
          <Text>Sugestão do dia</Text>
        </HStack>
        <Heading as="h2" id="sugestao-do-dia" size={{ base: '2xl', md: '3xl' }} lineHeight="short">
          {suggestion.title}
        </Heading>
        <Text color="fg.muted" maxW="prose">
          {suggestion.description}
        </Text>
        <Box as="ol" aria-label="Atividades da sugestão" ps="5" listStyleType="decimal" display="grid" gap="1.5">
          {suggestion.activityNames.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </Box>
        <Stack direction={{ base: 'column', sm: 'row' }} mt="2">
          <Button size="xl" onClick={onStart}>
            <Play aria-hidden /> Começar agora
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
