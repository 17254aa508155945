import { Box, Stack, Text } from '@chakra-ui/react'
import { helpLines } from '../../data/help-lines'
import { HelpLineLinks } from '../chat/help-line-links'
import { SafetyPlanLink } from '../safety-plan/safety-plan-link'

/** 'Muito mal': someone to talk to, one tap away, said kindly (docs/product.md, How she feels). */
export function MoodHelp() {
  return (
    <Stack as="section" aria-labelledby="ajuda-muito-mal" gap="3" bg="calm.subtle" rounded="l2" p="4">
      <Text id="ajuda-muito-mal" fontWeight="semibold">
        Sinto muito que hoje esteja tão difícil.
      </Text>
      <Text textStyle="sm">
        Você não precisa passar por isso sozinha. Se quiser conversar agora, o CVV atende de graça, a qualquer hora. Se você ou o bebê
        correm perigo, ligue para o SAMU.
      </Text>
      <HelpLineLinks lines={[helpLines.cvv, helpLines.cvvChat, helpLines.samu]} label="Ajuda agora" />
      <Box alignSelf={{ sm: 'flex-start' }}>
        <SafetyPlanLink />
      </Box>
    </Stack>
  )
}
