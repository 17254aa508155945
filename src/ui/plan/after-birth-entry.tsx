import { Badge, Card, Heading, Text } from '@chakra-ui/react'
import { badgeRecipe } from '@chakra-ui/react/theme'
import { BookOpen } from 'lucide-react'
import { afterBirthTitle } from '../../data/after-birth-route'
import { AfterBirthLink } from '../after-birth/after-birth-link'

/** 'Depois do parto' as an entry of Meu Plano's library: a text to read, beside the practices for her mind. */
export function AfterBirthEntry() {
  return (
    <Card.Root as="section" aria-labelledby="biblioteca-depois-do-parto" variant="outline" bg="bg.panel" rounded="l3" mb="4">
      <Card.Body gap="3">
        <Badge recipe={badgeRecipe} size="md" variant="subtle" colorPalette="calm" alignSelf="flex-start">
          <BookOpen aria-hidden size={14} /> Para ler
        </Badge>
        <Heading as="h2" size="lg" id="biblioteca-depois-do-parto">
          {afterBirthTitle}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          Baby blues ou depressão pós-parto, quando pedir ajuda e onde, no SUS, e o cartão “Como me ajudar” para quem está perto.
        </Text>
        <AfterBirthLink label="Ler sobre o depois do parto" />
      </Card.Body>
    </Card.Root>
  )
}
