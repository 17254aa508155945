import { Box, HStack, Stack, Text } from '@chakra-ui/react'
import { LockKeyhole } from 'lucide-react'
import { emptySafetyPlan, safetyPlanTitle } from '../../data/safety-plan'
import { safetyPlanStepOrder, safetyPlanSteps, type SafetyPlanStepId } from '../../data/safety-plan-steps'
import { keepSafetyPlanText } from '../../device/safety-plan'
import { ScreenHeader } from '../layout/screen-header'
import { UntilKnown } from '../until-known'
import { PeopleList } from './people-list'
import { PlanStep, type PlanStepIds } from './plan-step'
import { PlanTextField } from './plan-text-field'
import { ServicesFields } from './services-fields'
import { useSafetyPlan, useSafetyPlanKept } from './use-safety-plan'

const idsOf = (step: SafetyPlanStepId): PlanStepIds => ({
  heading: `passo-${step}`,
  about: `passo-${step}-sobre`,
  example: `passo-${step}-exemplo`,
})

/**
 * 'Meu plano de segurança' (docs/product.md): seven steps she reads from the top in a hard moment,
 * each written in her words, bit by bit, kept on the device as she types.
 */
export function SafetyPlanScreen() {
  const stored = useSafetyPlan()
  const kept = useSafetyPlanKept()
  const plan = stored ?? emptySafetyPlan
  const known = stored !== null
  // Her words are laid out but not shown while the build prerenders: there is no device there.
  const fieldsOf = (step: SafetyPlanStepId) => {
    if (step === 'services') return <ServicesFields services={plan.services} known={known} />
    return (
      <UntilKnown known={known}>
        {step === 'people' ? (
          <PeopleList people={plan.people} />
        ) : (
          <PlanTextField ids={idsOf(step)} value={plan.texts[step]} onChange={(text) => keepSafetyPlanText(step, text)} />
        )}
      </UntilKnown>
    )
  }
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
          <PlanStep key={step} number={index + 1} {...safetyPlanSteps[step]} ids={idsOf(step)}>
            {fieldsOf(step)}
          </PlanStep>
        ))}
      </Stack>
    </Box>
  )
}
