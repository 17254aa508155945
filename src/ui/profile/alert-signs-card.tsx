import { Card, Heading, Text } from '@chakra-ui/react'
import { alertSignsTitle } from '../../data/alert-signs-route'
import { AlertSignsLink } from '../alert-signs/alert-signs-link'

/** The danger signs from the profile: what they are, and the way in. */
export function AlertSignsCard() {
  return (
    <Card.Root variant="outline" bg="bg.panel" rounded="l3" as="section" aria-labelledby="sinais-de-alerta">
      <Card.Body gap="3">
        <Heading as="h2" size="lg" id="sinais-de-alerta">
          {alertSignsTitle}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          Os sinais no bebê e em você, depois do parto, que pedem atendimento agora, e para onde ligar. Abre mesmo sem internet.
        </Text>
        <AlertSignsLink label="Ver os sinais de alerta" />
      </Card.Body>
    </Card.Root>
  )
}
