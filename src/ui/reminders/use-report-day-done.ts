import { useEffect } from 'react'
import { journalEntries, subscribeJournal } from '../../device/journal'

/**
 * 'Só se eu ainda não tiver feito nada hoje': when an activity is added to her journal while a
 * reminder is on, the server is told the day it counts for (03:00 to 03:00), nothing else. The
 * code that does it loads only then, never in a first load.
 */
export function useReportDayDone() {
  useEffect(() => {
    let known = journalEntries().length
    return subscribeJournal(() => {
      const entries = journalEntries()
      const added = entries.length > known
      known = entries.length
      if (added) void import('./report-day-done').then(({ reportDayDone }) => reportDayDone(entries.at(-1)!.endedAt))
    })
  }, [])
}
