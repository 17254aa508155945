import { Heading, Stack, Text } from '@chakra-ui/react'
import { alertSignsLink, helpLines, helpServices, nearbyCare } from '../../data/help-lines'
import { SafetyPlanLink } from '../safety-plan/safety-plan-link'
import { HelpLineLinks } from './help-line-links'

export const HELP_NOW = 'Precisa de ajuda agora?'

/** What the dialog, and the sheet in its place, are given. */
export interface HelpNowViewProps {
  open: boolean
  onClose: () => void
  /** Where focus goes back to when it closes ('Precisa de ajuda agora?'). */
  finalFocusEl: () => HTMLElement | null
}

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

/** Every help line, each service with a line on what it is, the care near her, the danger signs, and her own plan. */
export function HelpNowContent() {
  return (
    <>
      <HelpServiceList />
      <Text mt="4" pt="3" borderTopWidth="1px" textStyle="sm">
        {nearbyCare}
      </Text>
      <Stack mt="4" pt="3" borderTopWidth="1px" gap="2" align="flex-start">
        <Text textStyle="sm">Os sinais no bebê e em você, depois do parto, que pedem atendimento agora, e para onde ligar.</Text>
        {/* As the assistant's urgent reply shows it: no code of the screen's own in the chat's first load. */}
        <HelpLineLinks lines={[alertSignsLink]} label={alertSignsLink.rotulo} />
      </Stack>
      <Stack mt="4" pt="3" borderTopWidth="1px" gap="2" align="flex-start">
        <Text textStyle="sm">Seu plano para os momentos difíceis, com as suas palavras: seus sinais, o que te acalma, quem chamar.</Text>
        <SafetyPlanLink />
      </Stack>
    </>
  )
}
