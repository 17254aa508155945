import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { alertSignParts, alertSignsSources, notADiagnosis, type AlertSignPart } from '../../data/alert-signs'
import { alertSignsTitle } from '../../data/alert-signs-route'
import { helpLines } from '../../data/help-lines'
import { HelpLineLinks } from '../help/help-line-links'
import { ScreenHeader } from '../layout/screen-header'
import { AlertSignGroupCard } from './alert-sign-group-card'

function Part({ part }: { part: AlertSignPart }) {
  const headingId = `sinais-${part.id}`
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Stack gap="1">
        <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }}>
          {part.title}
        </Heading>
        <Text color="fg.muted">{part.about}</Text>
      </Stack>
      {/* A Box, not Grid: sharing Grid with the dashboard would split it into a chunk of its own in the dashboard's first load. */}
      <Box display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap={{ base: '4', md: '5' }}>
        {part.groups.map((group) => (
          <AlertSignGroupCard key={group.id} group={group} />
        ))}
      </Box>
    </Stack>
  )
}

/**
 * 'Sinais de alerta' (docs/product.md, Sinais de alerta): the danger signs of the baby and hers
 * after the birth, in groups, each with the lines to call now. Bundled, prerendered and precached,
 * so it opens without a connection.
 */
export function AlertSignsScreen() {
  return (
    <>
      <ScreenHeader title={alertSignsTitle} subtitle="Sinais no bebê e em você, depois do parto, que pedem atendimento agora." />
      <Stack gap="3" mb={{ base: '6', md: '8' }} p={{ base: '4', md: '5' }} rounded="l3" bg="red.subtle" color="red.fg" maxW="4xl">
        <Text fontWeight="semibold">
          Viu um destes sinais? Ligue para o SAMU 192 ou vá ao pronto-socorro ou à UPA mais perto, agora.
        </Text>
        <HelpLineLinks lines={[helpLines.samu]} label="Ligar agora" />
        <Text textStyle="sm">{notADiagnosis}</Text>
      </Stack>
      <Stack gap={{ base: '8', md: '10' }}>
        {alertSignParts.map((part) => (
          <Part key={part.id} part={part} />
        ))}
      </Stack>
      <Stack gap="1" mt={{ base: '8', md: '10' }} color="fg.muted" textStyle="sm" maxW="4xl">
        <Text>{notADiagnosis}</Text>
        <Text>{alertSignsSources}</Text>
      </Stack>
    </>
  )
}
