import { useEffect } from 'react'
import { createActor } from 'xstate'
import { progressDay } from '../../progress/progress-day'
import { journalEntries, subscribeJournal } from '../journal/journal-store'
import { readReminders } from './reminder-storage'

/**
 * 'Só se eu ainda não tiver feito nada hoje': when an activity is added to her journal while a
 * reminder is on, the server is told the day it counts for (03:00 to 03:00), nothing else. Best
 * effort: without a connection, that day's reminder still comes.
 */
export function useReportDayDone() {
  useEffect(() => {
    let known = journalEntries().length
    return subscribeJournal(() => {
      const entries = journalEntries()
      const added = entries.length > known
      known = entries.length
      const day = added ? progressDay(entries.at(-1)!.endedAt) : null
      // The push code loads only when there is something to tell: never in a first load.
      if (day && readReminders().on)
        import('../../machines/reminders.machine')
          .then(({ reportDayDoneActor }) => createActor(reportDayDoneActor, { input: day }).start())
          .catch(() => {})
    })
  }, [])
}
