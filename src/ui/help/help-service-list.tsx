import { Heading, Stack, Text } from '@chakra-ui/react'
import { helpLines, helpServices } from '../../data/help-lines'
import { HelpLineLinks } from './help-line-links'

/** Every help service, with a line on what it is and its lines to call or open (also in her safety plan). */
export function HelpServiceList() {
  return (
    <Stack as="ul" gap="4" m="0" p="0" listStyleType="none">
      {helpServices.map((service) => (
        <Stack as="li" key={service.nome} gap="1.5">
          <Stack gap="0.5">
            <Heading as="h3" size="md">
              {service.nome}
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              {service.sobre}
            </Text>
          </Stack>
          <HelpLineLinks lines={service.lines.map((name) => helpLines[name])} label={service.nome} />
        </Stack>
      ))}
    </Stack>
  )
}
