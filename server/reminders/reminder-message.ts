import type { ReminderPush } from '../../src/contract/reminders-api'
import { phrasesOfTheDay } from '../../src/data/phrases'
import type { LocalTime } from './reminder-schedule'
import { suggestionAt } from './suggestion-of-the-hour'

const DAY_MS = 86_400_000

/** The push message, in pt-BR: what to do now, and a warm line that changes with her date. */
export function reminderMessage(local: Pick<LocalTime, 'date' | 'hour'>): ReminderPush {
  const suggestion = suggestionAt(local.hour)
  const day = Math.floor(Date.parse(`${local.date}T00:00:00Z`) / DAY_MS)
  const warmLine = phrasesOfTheDay[day % phrasesOfTheDay.length]!
  return {
    titulo: `Que tal agora: ${suggestion.title}?`,
    corpo: `${warmLine} São ${suggestion.minutes} minutos só seus.`,
    url: '/dashboard',
  }
}
