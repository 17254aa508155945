import { Box, HStack, Stack, Text } from '@chakra-ui/react'
import { LockKeyhole } from 'lucide-react'
import { emptySafetyPlan } from '../../data/safety-plan'
import { safetyPlanTitle } from '../../data/safety-plan-route'
import { safetyPlanStepOrder } from '../../data/safety-plan-steps'
import { ScreenHeader } from '../layout/screen-header'
import { SafetyPlanStep } from './safety-plan-step'
import { useSafetyPlan, useSafetyPlanKept } from './use-safety-plan'

/**
 * 'Meu plano de segurança' (docs/product.md): seven steps she reads from the top in a hard moment,
 * each written in her words, bit by bit, kept on the device as she types.
 */
export function SafetyPlanScreen() {
  const stored = useSafetyPlan()
  const kept = useSafetyPlanKept()
  const plan = stored ?? emptySafetyPlan
  const known = stored !== null
  return (
    <Box maxW="3xl">
      <ScreenHeader title={safetyPlanTitle} subtitle="Para os momentos difíceis, com as suas palavras." />
      <Stack gap="2" mb="5">
        <Text>
          Escreva aos poucos, só o que quiser: nada aqui é obrigatório. Quando estiver difícil, leia de cima para baixo; se
          um passo não ajudar, siga para o próximo.
        </Text>
        <HStack gap="2" color="fg.muted" textStyle="sm" align="flex-start">
          <LockKeyhole aria-hidden size="1rem" style={{ flexShrink: 0, marginTop: '0.2em' }} />
          <Text>Tudo fica salvo neste aparelho enquanto você escreve, e só aqui.</Text>
        </HStack>
        {!kept && (
          <Box role="alert" color="red.fg" bg="red.subtle" rounded="l2" p="3" textStyle="sm">
            Este aparelho não conseguiu guardar o que você escreveu agora (pode estar sem espaço). O texto continua aqui,
            mas pode se perder se você fechar a página.
          </Box>
        )}
      </Stack>
      <Stack as="ol" gap="4" m="0" p="0" listStyleType="none">
        {safetyPlanStepOrder.map((step, index) => (
          <SafetyPlanStep
            key={step}
            step={step}
            number={index + 1}
            known={known}
            {...(step === 'people' ? { people: plan.people } : step === 'services' ? { services: plan.services } : { text: plan.texts[step] })}
          />
        ))}
      </Stack>
    </Box>
  )
}
