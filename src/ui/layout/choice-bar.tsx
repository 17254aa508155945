import { Button, Group, Stack, Text, type StackProps } from '@chakra-ui/react'
import { useId } from 'react'

export interface Choice<Value extends string> {
  value: Value
  label: string
}

interface ChoiceBarProps<Value extends string> extends Omit<StackProps, 'onChange'> {
  /** What she is choosing, said above the buttons and naming their group. */
  label: string
  choices: readonly Choice<Value>[]
  value: Value
  onChange: (value: Value) => void
}

/** One pressed button of a few, each a full touch target; what is below follows it. */
export function ChoiceBar<Value extends string>({ label, choices, value, onChange, ...stack }: ChoiceBarProps<Value>) {
  const labelId = useId()
  return (
    <Stack gap="2" {...stack}>
      <Text id={labelId} fontWeight="semibold">
        {label}
      </Text>
      <Group role="group" aria-labelledby={labelId} wrap="wrap" gap="2">
        {choices.map((choice) => (
          <Button
            key={choice.value}
            type="button"
            size="md"
            minH="11"
            rounded="full"
            variant={choice.value === value ? 'solid' : 'outline'}
            aria-pressed={choice.value === value}
            onClick={() => onChange(choice.value)}
          >
            {choice.label}
          </Button>
        ))}
      </Group>
    </Stack>
  )
}
