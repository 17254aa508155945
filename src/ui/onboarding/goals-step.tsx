import { CheckboxCard, Fieldset, Stack } from '@chakra-ui/react'
import { checkboxCardSlotRecipe, fieldsetSlotRecipe } from '@chakra-ui/react/theme'
import { goalOptions, type GoalId } from '../../data/onboarding-options'

interface GoalsStepProps {
  goals: readonly GoalId[]
  onToggle: (id: GoalId) => void
}

/** Step 3: her main goals, as many as she likes. */
export function GoalsStep({ goals, onToggle }: GoalsStepProps) {
  return (
    <Fieldset.Root recipe={fieldsetSlotRecipe}>
      <Fieldset.Legend fontSize="md" color="fg" mb="1">
        Quais são seus principais objetivos?
      </Fieldset.Legend>
      <Fieldset.HelperText mb="3">Escolha quantos quiser.</Fieldset.HelperText>
      <Stack gap="3">
        {goalOptions.map((goal) => (
          <CheckboxCard.Root
            recipe={checkboxCardSlotRecipe}
            key={goal.id}
            size="lg"
            variant="surface"
            value={goal.id}
            checked={goals.includes(goal.id)}
            onCheckedChange={() => onToggle(goal.id)}
          >
            <CheckboxCard.HiddenInput />
            <CheckboxCard.Control minH="11" alignItems="center">
              <CheckboxCard.Label>{goal.label}</CheckboxCard.Label>
              {/* An empty box she can see (3:1 or more in both themes; the default was 1.6:1). */}
              <CheckboxCard.Indicator css={{ '&[data-state=unchecked]': { borderColor: 'border.control' } }} />
            </CheckboxCard.Control>
          </CheckboxCard.Root>
        ))}
      </Stack>
    </Fieldset.Root>
  )
}
