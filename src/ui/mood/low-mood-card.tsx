import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { HeartHandshake } from 'lucide-react'
import { helpLines } from '../../data/help-lines'
import { HelpLineLinks } from '../help/help-line-links'

/**
 * When most of her last 14 days were 'Mal' or worse (src/progress/moods.ts): a gentle word, never
 * a diagnosis, on where to find care.
 */
export function LowMoodCard() {
  return (
    <Card.Root as="section" aria-labelledby="recado-com-carinho" variant="outline" bg="bg.panel" rounded="l3" borderColor="calm.muted">
      <Card.Body gap="3">
        <HStack gap="2">
          <HeartHandshake aria-hidden size="1.25rem" />
          <Heading as="h2" id="recado-com-carinho" size="lg">
            Um recado com carinho
          </Heading>
        </HStack>
        <Stack gap="2" maxW="prose">
          <Text>Nos últimos dias, você contou que tem se sentido mal na maior parte deles.</Text>
          <Text>
            Sentir-se para baixo por semanas depois do parto é comum, e tem tratamento. A equipe da sua UBS pode te ajudar: conte a eles
            como você tem estado.
          </Text>
          <Text>E, se quiser conversar agora, o CVV escuta no 188, de graça, a qualquer hora.</Text>
        </Stack>
        <HelpLineLinks lines={[helpLines.cvv]} label="Conversar com o CVV" />
      </Card.Body>
    </Card.Root>
  )
}
