import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react'
import { nearestCare, type AlertSignGroup } from '../../data/alert-signs'
import { helpLines } from '../../data/help-lines'
import { HelpLineLinks } from '../help/help-line-links'

/** One group of signs: what she may see, what to do meanwhile (where it is safe to say), whom to call. */
export function AlertSignGroupCard({ group }: { group: AlertSignGroup }) {
  const headingId = `sinais-${group.id}`
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" bg="bg.panel" rounded="l3">
      <Card.Body gap="3" p={{ base: '5', md: '6' }}>
        <Heading as="h3" id={headingId} size="lg">
          {group.title}
        </Heading>
        <Box as="ul" ps="5" listStyleType="disc" display="grid" gap="1.5">
          {group.signs.map((sign) => (
            <li key={sign}>{sign}</li>
          ))}
        </Box>
        {group.meanwhile && (
          <Stack gap="1" bg="bg.muted" rounded="l2" p="3">
            <Text fontWeight="semibold" textStyle="sm">
              Enquanto isso
            </Text>
            <Box as="ul" ps="5" listStyleType="disc" display="grid" gap="1" textStyle="sm">
              {group.meanwhile.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </Box>
          </Stack>
        )}
        <Stack gap="2" mt="auto" pt="1">
          <HelpLineLinks lines={group.lines.map((name) => helpLines[name])} label={`Onde ligar: ${group.title}`} />
          <Text color="fg.muted" textStyle="sm">
            {nearestCare}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
