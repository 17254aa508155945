import { Button, Group, Text, Stack } from '@chakra-ui/react'
import { useId } from 'react'
import { minutesFilters, type MinutesFilter } from '../../data/minutes-filter'

interface MinutesFilterBarProps {
  value: MinutesFilter
  onChange: (value: MinutesFilter) => void
}

/** 'Quanto tempo você tem?': one pressed button of four; the lists below follow it. */
export function MinutesFilterBar({ value, onChange }: MinutesFilterBarProps) {
  const labelId = useId()
  return (
    <Stack gap="2" mb="5">
      <Text id={labelId} fontWeight="semibold">
        Quanto tempo você tem?
      </Text>
      <Group role="group" aria-labelledby={labelId} wrap="wrap" gap="2">
        {minutesFilters.map((filter) => (
          <Button
            key={filter.value}
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
