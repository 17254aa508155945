import { Textarea } from '@chakra-ui/react'
import { textareaRecipe } from '@chakra-ui/react/theme'
import { safetyPlanLimits } from '../../data/safety-plan'
import type { PlanStepIds } from './plan-step'

interface PlanTextFieldProps {
  value: string
  onChange: (text: string) => void
  /** The step it belongs to: its title names the field, its line and example describe it. */
  ids: PlanStepIds
}

/** What she writes in her own words for one step: it grows with her text, kept as she types. */
export function PlanTextField({ value, onChange, ids }: PlanTextFieldProps) {
  return (
    <Textarea
      recipe={textareaRecipe}
      autoresize
      size="lg"
      rows={3}
      bg="bg.panel"
      value={value}
      maxLength={safetyPlanLimits.text}
      aria-labelledby={ids.heading}
      aria-describedby={`${ids.about} ${ids.example}`}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}
