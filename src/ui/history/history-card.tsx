import { Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { CalendarDays } from 'lucide-react'
import type { ActivityType } from '../../data/activity-types'
import { todayOnThisDevice } from '../../device/today-on-this-device'
import { history } from '../../progress/history'
import { activeDays } from '../../progress/journal-days'
import { longestStreak } from '../../progress/streak'
import { activityKinds } from '../activity/activity-kind'
import { DamagedJournalNotice } from '../journal/damaged-journal-notice'
import { useDayClock } from '../journal/use-day-clock'
import { useJournal } from '../journal/use-journal'
import { UntilKnown } from '../until-known'
import { HistoryCalendar } from './history-calendar'
import { WeekMoods } from './week-moods'

// A routine's own entry adds nothing: its activities are counted one by one (src/progress/history.ts).
const countedTypes: readonly ActivityType[] = ['exercise', 'meditation', 'food', 'emotional']

const daysText = (days: number) => (days === 1 ? '1 dia' : `${days} dias`)
const totalText = (total: number) =>
  total === 0
    ? 'Quando você concluir uma atividade, ela aparece aqui.'
    : `${total} ${total === 1 ? 'atividade concluída' : 'atividades concluídas'} ao todo.`

interface HistoryCardProps {
  /** 'Mostrar sequência' off hides her longest streak too. */
  showStreak: boolean
}

/**
 * 'Seu progresso': her last 12 weeks, her minutes this week, her activities by type, her longest
 * streak. While the build prerenders there is no journal: it is laid out empty, and not shown.
 */
export function HistoryCard({ showStreak }: HistoryCardProps) {
  const journal = useJournal()
  const clock = useDayClock()
  const today = clock?.today ?? todayOnThisDevice()
  const past = history(journal ?? [], today)
  const longest = longestStreak(activeDays(journal ?? []), today)
  return (
    <Card.Root variant="outline" bg="bg.panel" rounded="l3" as="section" aria-labelledby="seu-progresso">
      <Card.Body gap="5">
        <HStack gap="2">
          <CalendarDays aria-hidden size="1.25rem" />
          <Heading as="h2" size="lg" id="seu-progresso">
            Seu progresso
          </Heading>
        </HStack>
        <DamagedJournalNotice />
        <UntilKnown known={journal !== null && clock !== null}>
          <Stack gap="5">
            {/* Side by side while each has 8rem; one under the other with her text at 200 % on a phone. */}
            <SimpleGrid as="dl" minChildWidth="min(100%, 8rem)" gap="3">
              <Figure label="Minutos esta semana" value={String(past.minutesThisWeek)} />
              {showStreak && <Figure label="Maior sequência" value={daysText(longest)} />}
            </SimpleGrid>
            <Stack gap="3">
              <Heading as="h3" size="sm">
                Últimas 12 semanas
              </Heading>
              <HistoryCalendar weeks={past.weeks} today={today} />
            </Stack>
            <WeekMoods week={past.weeks.at(-1)!} today={today} />
            <Stack gap="2">
              <Heading as="h3" size="sm">
                Por tipo
              </Heading>
              <Stack as="ul" gap="1.5">
                {countedTypes.map((type) => {
                  const { label, icon: Icon } = activityKinds[type]
                  return (
                    <HStack as="li" key={type} justify="space-between" wrap="wrap" listStyleType="none">
                      <HStack gap="2">
                        <Icon aria-hidden size="1rem" />
                        <Text>{label}</Text>
                      </HStack>
                      <Text fontWeight="semibold">{past.byType[type] ?? 0}</Text>
                    </HStack>
                  )
                })}
              </Stack>
              <Text color="fg.muted" textStyle="sm">
                {totalText(past.totalActivities)}
              </Text>
            </Stack>
          </Stack>
        </UntilKnown>
      </Card.Body>
    </Card.Root>
  )
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="1" bg="bg.subtle" rounded="l2" p="3">
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontSize="2xl" fontWeight="bold" fontFamily="heading" lineHeight="1">
        {value}
      </Text>
    </Stack>
  )
}
