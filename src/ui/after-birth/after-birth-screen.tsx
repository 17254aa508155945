import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react'
import { afterBirthTopics, carePlaces, type AfterBirthTopic } from '../../data/after-birth'
import { afterBirthTitle } from '../../data/after-birth-route'
import { AlertSignsLink } from '../alert-signs/alert-signs-link'
import { ScreenHeader } from '../layout/screen-header'
import { CarePlaceLinks } from './care-place-links'
import { HelpCardEditor } from './help-card-editor'

function TopicCard({ topic }: { topic: AfterBirthTopic }) {
  const headingId = `depois-do-parto-${topic.id}`
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" bg="bg.panel" rounded="l3">
      <Card.Body gap="3" p={{ base: 'min(1.25rem, 6.25vw)', md: '7' }}>
        <Heading as="h2" id={headingId} size={{ base: 'lg', md: 'xl' }}>
          {topic.title}
        </Heading>
        <Text>{topic.summary}</Text>
        <Box as="ul" ps="min(1.25rem, 5vw)" listStyleType="disc" display="grid" gridTemplateColumns="minmax(0, 1fr)" gap="1.5" color="fg.muted">
          {topic.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </Box>
        {topic.id === 'onde-buscar-ajuda' && (
          <Stack as="ul" aria-label="Serviços do SUS e de apoio" gap="4" listStyleType="none" mt="2">
            {carePlaces.map((place) => (
              <Stack as="li" key={place.nome} gap="2">
                <Text fontWeight="semibold">{place.nome}</Text>
                <Text color="fg.muted" textStyle="sm">
                  {place.sobre}
                </Text>
                <CarePlaceLinks lines={place.lines} />
              </Stack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  )
}

/** The body's alarms, hers and the baby's, are on a screen of their own: the way there. */
function BodySignsCard() {
  return (
    <Card.Root as="section" aria-labelledby="depois-do-parto-sinais-do-corpo" variant="outline" bg="bg.panel" rounded="l3">
      <Card.Body gap="3" p={{ base: '5', md: '7' }}>
        <Heading as="h2" id="depois-do-parto-sinais-do-corpo" size={{ base: 'lg', md: 'xl' }}>
          Sinais no corpo que pedem atendimento agora
        </Heading>
        <Text>
          Sangramento forte, febre, dor de cabeça com a visão embaçada, falta de ar; no bebê, não mamar, respirar com esforço,
          febre antes dos 3 meses: veja todos os sinais e para onde ligar.
        </Text>
        <AlertSignsLink label="Ver os sinais de alerta" />
      </Card.Body>
    </Card.Root>
  )
}

/**
 * 'Depois do parto' (docs/product.md, After the birth): baby blues and postpartum depression, the
 * signs that call for help, the SUS, what the family can do, and her 'Como me ajudar' card.
 */
export function AfterBirthScreen() {
  return (
    <>
      <ScreenHeader
        title={afterBirthTitle}
        subtitle="O que é comum sentir, quando pedir ajuda, onde buscar no SUS e como quem está perto pode ajudar."
      />
      {/* A Box: sharing Grid with the dashboard would split it into a chunk of its own in the dashboard's first load. */}
      <Box display="grid" gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap={{ base: '5', md: '6' }} alignItems="start">
        <Stack gap={{ base: '5', md: '6' }}>
          {afterBirthTopics.map((topic) => (
            <TopicCard key={topic.id} topic={topic} />
          ))}
          <BodySignsCard />
        </Stack>
        <Box position={{ lg: 'sticky' }} top={{ lg: '6' }}>
          <HelpCardEditor />
        </Box>
      </Box>
    </>
  )
}
