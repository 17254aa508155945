import { Card, HStack, Heading, Stack, Text } from '@chakra-ui/react'
import { Quote } from 'lucide-react'
import { Placeholder } from './placeholder'

/** The phrase of the day: a new one each day, the same all day. */
export function PhraseCard({ phrase }: { phrase: string | null }) {
  return (
    <Card.Root as="section" aria-labelledby="frase-do-dia" variant="subtle" bg="calm.subtle" rounded="l3">
      <Card.Body gap="3" p={{ base: '5', md: '6' }}>
        <HStack gap="2" color="calm.fg">
          <Quote aria-hidden size="1.1rem" />
          <Heading as="h2" id="frase-do-dia" size="md">
            Frase do dia
          </Heading>
        </HStack>
        {phrase ? (
          <Text as="blockquote" fontFamily="heading" fontSize={{ base: 'xl', md: '2xl' }} lineHeight="snug">
            {phrase}
          </Text>
        ) : (
          <Stack gap="2">
            <Placeholder h="6" w="full" />
            <Placeholder h="6" w="66%" />
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  )
}
