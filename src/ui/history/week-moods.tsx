import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Minus } from 'lucide-react'
import { moodLabels } from '../../data/mood'
import { dayAsDate, type DayKey } from '../../progress/calendar-day'
import type { HistoryWeek } from '../../progress/history'
import { weekMoods } from '../../progress/moods'
import { moodFaceIcons } from '../mood/mood-face-icons'
import { useMoods } from '../mood/use-moods'

const weekday = new Intl.DateTimeFormat('pt-BR', { weekday: 'short', timeZone: 'UTC' })
const dayName = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', timeZone: 'UTC' })
const activitiesText = (count: number) => (count === 0 ? 'nenhuma atividade' : count === 1 ? '1 atividade' : `${count} atividades`)

/** This week, a day a column: how she felt (the face she chose) above what she did. */
export function WeekMoods({ week, today }: { week: HistoryWeek; today: DayKey }) {
  const moods = weekMoods(useMoods() ?? [], today)
  return (
    <Stack gap="3">
      <Heading as="h3" size="sm" id="humor-da-semana">
        Como você se sentiu esta semana
      </Heading>
      <SimpleGrid as="ul" aria-labelledby="humor-da-semana" // Seven columns down to a 320 px phone; with her text at 200 % the week wraps onto a second row.
        minChildWidth="1.875rem"
        gap="1" m="0" p="0" listStyleType="none">
        {moods.map(({ day, level }, index) => {
          const Face = level ? moodFaceIcons[level] : Minus
          const done = week.days[index]
          const future = done?.future ?? false
          const said = future ? 'ainda não chegou' : `${level ? moodLabels[level] : 'sem resposta'}, ${activitiesText(done?.activities ?? 0)}`
          return (
            <Stack
              as="li"
              key={day}
              gap="1"
              align="center"
              rounded="l2"
              py="2"
              bg={day === today ? 'bg.subtle' : undefined}
              aria-label={`${dayName.format(dayAsDate(day))}: ${said}`}
            >
              <Text aria-hidden fontSize="xs" color="fg.muted" textTransform="capitalize">
                {weekday.format(dayAsDate(day)).replace('.', '')}
              </Text>
              <Face aria-hidden size="1.5rem" strokeWidth={1.75} opacity={level ? 1 : 0.4} />
              <Text aria-hidden fontSize="xs" fontWeight="semibold" fontVariantNumeric="tabular-nums" color={future ? 'fg.subtle' : undefined}>
                {future ? '' : (done?.activities ?? 0)}
              </Text>
            </Stack>
          )
        })}
      </SimpleGrid>
      <Text color="fg.muted" textStyle="xs">
        Acima, o rosto que você escolheu; abaixo, as atividades que fez no dia.
      </Text>
    </Stack>
  )
}
