/** Why reminders could not be turned on or changed, for the words she reads (src/ui/reminders). */
export type ReminderProblem = 'unsupported' | 'ios-not-installed' | 'denied' | 'server'

/**
 * A refusal on the way to a reminder, with the problem it means to her: what the browser's push
 * client throws (src/api/push-reminders.ts) and the reminders machine reads.
 */
export class ReminderRefusal extends Error {
  override name = 'ReminderRefusal'
  constructor(readonly problem: ReminderProblem) {
    super(problem)
  }
}
