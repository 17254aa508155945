import { Button, Group, Stack, Text } from '@chakra-ui/react'
import { useId } from 'react'
import type { KindFilter } from '../../data/library/find-by-name'

const kindFilters: readonly { value: KindFilter; label: string }[] = [
  { value: 'todas', label: 'Todas' },
  { value: 'exercise', label: 'Exercícios' },
  { value: 'breathing', label: 'Respiração' },
  { value: 'meditation', label: 'Meditação' },
  { value: 'recipe', label: 'Receitas' },
]

interface KindFilterBarProps {
  value: KindFilter
  onChange: (value: KindFilter) => void
}

/** 'Tipo': one pressed button of five; the list below follows it. */
export function KindFilterBar({ value, onChange }: KindFilterBarProps) {
  const labelId = useId()
  return (
    <Stack gap="2">
      <Text id={labelId} fontWeight="semibold">
        Tipo
      </Text>
      <Group role="group" aria-labelledby={labelId} wrap="wrap" gap="2">
        {kindFilters.map((filter) => (
          <Button
            key={filter.value}
            type="button"
            size="md"
            minH="11"
            rounded="full"
            variant={filter.value === value ? 'solid' : 'outline'}
            aria-pressed={filter.value === value}
            onClick={() => onChange(filter.value)}
          >
            {filter.label}
          </Button>
        ))}
      </Group>
    </Stack>
  )
}
