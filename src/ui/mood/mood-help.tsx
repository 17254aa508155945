import { Stack, Text } from '@chakra-ui/react'
import { AfterBirthLink } from '../after-birth/after-birth-link'
import { HelpNowContent } from '../chat/help-now-content'

/**
 * 'Muito mal': a kind word, then every help line, one tap each, and her safety plan, as the chat's
 * 'Precisa de ajuda agora?' shows them, and 'Depois do parto' (docs/product.md, How she feels).
 */
export function MoodHelp() {
  return (
    <Stack as="section" aria-labelledby="ajuda-muito-mal" gap="3" bg="calm.subtle" rounded="l2" p="4">
      <Text id="ajuda-muito-mal" fontWeight="semibold">
        Sinto muito que hoje esteja tão difícil.
      </Text>
      <Text textStyle="sm">Você não precisa passar por isso sozinha. Se quiser conversar agora, alguém atende, de graça, a qualquer hora.</Text>
      <HelpNowContent />
      <Text textStyle="sm">Se está assim desde o parto, leia sobre baby blues, depressão pós-parto e onde pedir ajuda.</Text>
      <AfterBirthLink />
    </Stack>
  )
}
