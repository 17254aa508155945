import { memo } from 'react'
import type { SafetyPlan, SafetyPlanPerson } from '../../data/safety-plan'
import { safetyPlanSteps, type SafetyPlanStepId } from '../../data/safety-plan-steps'
import { keepSafetyPlanText } from '../../device/safety-plan'
import { UntilKnown } from '../until-known'
import { PeopleList } from './people-list'
import { PlanStep, type PlanStepIds } from './plan-step'
import { PlanTextField } from './plan-text-field'
import { ServicesFields } from './services-fields'

const idsOf = (step: SafetyPlanStepId): PlanStepIds => ({
  heading: `passo-${step}`,
  about: `passo-${step}-sobre`,
  example: `passo-${step}-exemplo`,
})

interface SafetyPlanStepProps {
  step: SafetyPlanStepId
  number: number
  /** False while the build prerenders (no device there): her words are laid out but not shown. */
  known: boolean
  /** What she wrote, for a step in her words. */
  text?: string
  people?: readonly SafetyPlanPerson[]
  services?: SafetyPlan['services']
}

/**
 * One step of her plan with what she wrote in it. Memoised: a keystroke redraws the step she
 * writes in, not all seven (the store keeps what did not change the same objects).
 */
export const SafetyPlanStep = memo(function SafetyPlanStep({ step, number, known, text = '', people, services }: SafetyPlanStepProps) {
  const ids = idsOf(step)
  const fields = () => {
    if (step === 'services') return services && <ServicesFields services={services} known={known} />
    return (
      <UntilKnown known={known}>
        {step === 'people' ? (
          <PeopleList people={people ?? []} />
        ) : (
          <PlanTextField ids={ids} value={text} onChange={(written) => keepSafetyPlanText(step, written)} />
        )}
      </UntilKnown>
    )
  }
  return (
    <PlanStep number={number} {...safetyPlanSteps[step]} ids={ids}>
      {fields()}
    </PlanStep>
  )
})
