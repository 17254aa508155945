import { Card, Heading, Text } from '@chakra-ui/react'
import { afterBirthTitle } from '../../data/after-birth-route'
import { AfterBirthLink } from '../after-birth/after-birth-link'

/** 'Depois do parto' from the profile: what it holds, and the way in. */
export function AfterBirthCard() {
  return (
    <Card.Root variant="outline" bg="bg.panel" rounded="l3" as="section" aria-labelledby="depois-do-parto">
      <Card.Body gap="3">
        <Heading as="h2" size="lg" id="depois-do-parto">
          {afterBirthTitle}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          Baby blues ou depressão pós-parto, quando pedir ajuda e onde, no SUS. E o cartão “Como me ajudar”, para enviar a quem
          está perto.
        </Text>
        <AfterBirthLink label="Ler e abrir o cartão" />
      </Card.Body>
    </Card.Root>
  )
}
