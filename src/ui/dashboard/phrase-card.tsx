import { Card, HStack, Heading, Text } from '@chakra-ui/react'
import { Quote } from 'lucide-react'
import { UntilKnown } from '../until-known'
import { phrasesLoaded } from './use-phrase-of-the-day'

function Phrase({ children, index }: { children: string | null; index?: number }) {
  return (
    <Text as="blockquote" data-phrase={index} fontFamily="heading" fontSize={{ base: 'xl', md: '2xl' }} lineHeight="snug" minH="2lh">
      {children}
    </Text>
  )
}

/**
 * The phrase of the day: a new one each day, the same all day; its place kept until it arrives.
 * While the build prerenders there is no day: the page carries every phrase, and the style the
 * prerender writes shows the one the page's first script (src/start/) picked from her clock (phrase-choice.ts).
 */
export function PhraseCard({ phrase, known }: { phrase: string | null; known: boolean }) {
  const every = known ? undefined : phrasesLoaded()
  return (
    <Card.Root as="section" aria-labelledby="frase-do-dia" variant="subtle" bg="calm.subtle" rounded="l3">
      <Card.Body gap="3" p={{ base: 'min(1.25rem, 6.25vw)', md: '6' }}>
        <HStack gap="2" color="calm.fg">
          <Quote aria-hidden size="1.1rem" />
          <Heading as="h2" id="frase-do-dia" size="md">
            Frase do dia
          </Heading>
        </HStack>
        {every ? (
          every.map((text, index) => (
            <Phrase key={index} index={index}>
              {text}
            </Phrase>
          ))
        ) : (
          <UntilKnown known={known}>
            <Phrase>{phrase}</Phrase>
          </UntilKnown>
        )}
      </Card.Body>
    </Card.Root>
  )
}
