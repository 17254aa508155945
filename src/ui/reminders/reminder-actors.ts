import { fromPromise } from 'xstate'
import { confirmReminder, disableReminder, enableReminder, reportDayDone, saveReminderChoice } from '../../api/push-reminders'
import type { ReminderChoice } from '../../contract/reminders-api'

/** The reminders machine's effects in the browser: permission, the push subscription and /api/lembretes. */
export const reminderActors = {
  confirm: fromPromise<ReminderChoice | null, ReminderChoice>(({ input }) => confirmReminder(input)),
  enable: fromPromise<ReminderChoice, ReminderChoice>(({ input }) => enableReminder(input)),
  save: fromPromise<ReminderChoice, ReminderChoice>(({ input }) => saveReminderChoice(input)),
  disable: fromPromise<undefined>(disableReminder),
}

/**
 * 'Só se eu ainda não tiver feito nada hoje': tells the server the day she did something. Best
 * effort: without a connection, that day's reminder still comes, and nothing else is affected.
 */
export const reportDayDoneActor = fromPromise<boolean, string>(({ input }) =>
  reportDayDone(input).then(
    () => true,
    () => false,
  ),
)

/** 'Apagar meus dados': the subscription out of the browser, then off the server; best effort too. */
export const forgetReminderActor = fromPromise<boolean>(() =>
  disableReminder().then(
    () => true,
    () => false,
  ),
)

/** 'Importar dados': a reminder the file says is on, as this browser can keep it (null: it cannot); best effort. */
export const confirmReminderActor = fromPromise<ReminderChoice | null, ReminderChoice>(({ input }) =>
  confirmReminder(input).catch(() => null),
)
