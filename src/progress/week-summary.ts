import { dayAsDate, type DayKey } from './calendar-day'
import type { HistoryWeek } from './history'

const monthName = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' })

const parts = (day: DayKey) => ({
  day: Number(day.slice(8, 10)),
  month: monthName.format(dayAsDate(day)),
  year: day.slice(0, 4),
})

/** '3 a 9 de novembro', '27 de outubro a 2 de novembro', '29 de dezembro de 2025 a 4 de janeiro de 2026'. */
export function weekSpan(monday: DayKey, sunday: DayKey): string {
  const from = parts(monday)
  const to = parts(sunday)
  const end = `${to.day} de ${to.month}`
  if (from.year !== to.year) return `${from.day} de ${from.month} de ${from.year} a ${end} de ${to.year}`
  if (from.month !== to.month) return `${from.day} de ${from.month} a ${end}`
  return `${from.day} a ${end}`
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** What a screen reader says of one week of her calendar: 'Semana de 3 a 9 de novembro: 4 dias, 35 minutos'. */
export function weekSummary(week: Pick<HistoryWeek, 'monday' | 'sunday' | 'activeDays' | 'minutes'>): string {
  const span = `Semana de ${weekSpan(week.monday, week.sunday)}`
  if (week.activeDays === 0) return `${span}: nenhuma atividade`
  return `${span}: ${plural(week.activeDays, 'dia', 'dias')}, ${plural(week.minutes, 'minuto', 'minutos')}`
}
