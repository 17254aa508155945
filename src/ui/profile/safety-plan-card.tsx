import { Card, Heading, Text } from '@chakra-ui/react'
import { safetyPlanTitle } from '../../data/safety-plan-route'
import { SafetyPlanLink } from '../safety-plan/safety-plan-link'

/** Her safety plan from the profile: what it is, and the way in. */
export function SafetyPlanCard() {
  return (
    <Card.Root variant="outline" bg="bg.panel" rounded="l3" as="section" aria-labelledby="plano-de-seguranca">
      <Card.Body gap="3">
        <Heading as="h2" size="lg" id="plano-de-seguranca">
          {safetyPlanTitle}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          Para os momentos difíceis, com as suas palavras: os sinais que você conhece, o que te acalma, quem chamar e seus
          motivos para seguir. Fica só neste aparelho.
        </Text>
        <SafetyPlanLink label="Abrir meu plano de segurança" />
      </Card.Body>
    </Card.Root>
  )
}
