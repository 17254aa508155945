import { RadioCard, Stack } from '@chakra-ui/react'
import { radioCardSlotRecipe } from '@chakra-ui/react/theme'
import { availableTimeOptions, type AvailableTime } from '../../data/onboarding-options'

interface TimeStepProps {
  value: AvailableTime | ''
  onChoose: (value: AvailableTime) => void
}

const isTime = (value: string | null): value is AvailableTime =>
  availableTimeOptions.some((option) => option.value === value)

/** Step 2: how much time she has for herself each day, one choice. */
export function TimeStep({ value, onChoose }: TimeStepProps) {
  return (
    <RadioCard.Root
      recipe={radioCardSlotRecipe}
      name="availableTime"
      size="lg"
      variant="surface"
      value={value || null}
      onValueChange={(details) => isTime(details.value) && onChoose(details.value)}
    >
      <RadioCard.Label fontSize="md" mb="3">
        Quanto tempo por dia você consegue reservar para você?
      </RadioCard.Label>
      <Stack gap="3">
        {availableTimeOptions.map((option) => (
          <RadioCard.Item key={option.value} value={option.value}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl minH="11" alignItems="center">
              <RadioCard.ItemText>{option.label}</RadioCard.ItemText>
              {/* An empty circle she can see (3:1 or more in both themes; the default was 1.6:1). */}
              <RadioCard.ItemIndicator css={{ '&:not([data-checked])': { borderColor: 'border.control' } }} />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </Stack>
    </RadioCard.Root>
  )
}
