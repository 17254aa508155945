import { Card, HStack, Heading, Text } from '@chakra-ui/react'
import { Quote } from 'lucide-react'
import { UntilKnown } from '../until-known'

/** The phrase of the day: a new one each day, the same all day; its place kept until it arrives. */
export function PhraseCard({ phrase, known }: { phrase: string | null; known: boolean }) {
  return (
    <Card.Root as="section" aria-labelledby="frase-do-dia" variant="subtle" bg="calm.subtle" rounded="l3">
      <Card.Body gap="3" p={{ base: 'min(1.25rem, 6.25vw)', md: '6' }}>
        <HStack gap="2" color="calm.fg">
          <Quote aria-hidden size="1.1rem" />
          <Heading as="h2" id="frase-do-dia" size="md">
            Frase do dia
          </Heading>
        </HStack>
        <UntilKnown known={known}>
          <Text as="blockquote" fontFamily="heading" fontSize={{ base: 'xl', md: '2xl' }} lineHeight="snug" minH="2lh">
            {phrase}
          </Text>
        </UntilKnown>
      </Card.Body>
    </Card.Root>
  )
}
