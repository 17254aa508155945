import { Card, HStack, Heading, Text } from '@chakra-ui/react'
import { Quote } from 'lucide-react'

/** The phrase of the day, fixed sample text (docs/product.md, Sample data). */
export function PhraseCard({ phrase }: { phrase: string }) {
  return (
    <Card.Root as="section" aria-labelledby="frase-do-dia" variant="subtle" bg="calm.subtle" rounded="l3">
      <Card.Body gap="3" p={{ base: '5', md: '6' }}>
        <HStack gap="2" color="calm.fg">
          <Quote aria-hidden size="1.1rem" />
          <Heading as="h2" id="frase-do-dia" size="md">
            Frase do dia
          </Heading>
        </HStack>
        <Text as="blockquote" fontFamily="heading" fontSize={{ base: 'xl', md: '2xl' }} lineHeight="snug">
          {phrase}
        </Text>
      </Card.Body>
    </Card.Root>
  )
}
