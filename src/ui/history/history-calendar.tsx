import { Box, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import type { HistoryWeek } from '../../progress/history'
import { weekSummary } from '../../progress/week-summary'

const weekdayInitials = ['S', 'T', 'Q', 'Q', 'S', 'S', 'D'] // segunda … domingo
// A square as large as 1.25rem (1.5rem from sm), and smaller where 12 weeks would not fit the card
// otherwise (a 320 px phone): the width the calendar has (its container), less the initials'
// column and the gaps, in twelve.
const fitted = (largest: string) => `min(${largest}, calc((100cqi - 0.75rem - 0.375rem - 11 * 0.25rem) / 12))`
const CELL = { base: fitted('1.25rem'), sm: fitted('1.5rem') } as const

// One class for every square, its state in data attributes: the page the build prerenders (no
// journal there) already has every style the live calendar uses.
const squares = {
  '& [data-square]': { width: CELL, height: CELL, borderRadius: 'sm', bg: 'bg.emphasized' },
  '& [data-square][data-active]': { bg: 'calm.solid' },
  '& [data-square][data-future]': { bg: 'transparent', borderWidth: '1px', borderStyle: 'dashed', borderColor: 'border' },
  '& [data-square][data-today]': { outline: '2px solid', outlineColor: 'fg', outlineOffset: '1px' },
}

/**
 * The last 12 weeks, a column a week (Monday on top), a filled square for each day with an
 * activity. The squares are drawn for the eye; a screen reader reads one sentence a week.
 */
export function HistoryCalendar({ weeks, today }: { weeks: readonly HistoryWeek[]; today: string }) {
  return (
    <Stack gap="3" containerType="inline-size">
      <HStack gap="1.5" align="start">
        <Stack gap="1" aria-hidden>
          {weekdayInitials.map((initial, index) => (
            <Text key={index} h={CELL} display="flex" alignItems="center" fontSize="xs" color="fg.muted" w="3">
              {initial}
            </Text>
          ))}
        </Stack>
        <Box
          as="ol"
          aria-label="Últimas 12 semanas"
          display="flex"
          gap="1"
          flex="1"
          justifyContent="space-between"
          css={squares}
        >
          {weeks.map((week) => (
            <Stack as="li" key={week.monday} gap="1">
              <VisuallyHidden>{weekSummary(week)}</VisuallyHidden>
              {week.days.map((day) => (
                <span
                  key={day.day}
                  aria-hidden
                  data-square=""
                  data-day={day.day}
                  data-active={day.active ? '' : undefined}
                  data-future={day.future ? '' : undefined}
                  data-today={day.day === today ? '' : undefined}
                  style={{ display: 'block' }}
                />
              ))}
            </Stack>
          ))}
        </Box>
      </HStack>
      <HStack gap="4" fontSize="xs" color="fg.muted" aria-hidden wrap="wrap" css={squares}>
        <HStack gap="1.5">
          <span data-square="" data-active="" style={{ display: 'block' }} /> Dia com atividade
        </HStack>
        <HStack gap="1.5">
          <span data-square="" style={{ display: 'block' }} /> Sem atividade
        </HStack>
      </HStack>
    </Stack>
  )
}
