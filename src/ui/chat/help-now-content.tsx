import { Stack, Text } from '@chakra-ui/react'
import { alertSignsLink, nearbyCare } from '../../data/help-lines'
import { HelpLineLinks, HelpServiceList } from '../help/help-line-links'
import { SafetyPlanLink } from '../safety-plan/safety-plan-link'

export const HELP_NOW = 'Precisa de ajuda agora?'

/** What the dialog, and the sheet in its place, are given. */
export interface HelpNowViewProps {
  open: boolean
  onClose: () => void
  /** Where focus goes back to when it closes ('Precisa de ajuda agora?'). */
  finalFocusEl: () => HTMLElement | null
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
