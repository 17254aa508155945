import type { AnyMachineSnapshot, EventFrom } from 'xstate'
import { tutorialFor } from '../../../data/tutorials/by-type'
import { activityCardMachine, type ActivityCardInput } from '../../activity-card.machine'
import { generatePaths } from '../generate-paths'

type ActivityCardEvent = EventFrom<typeof activityCardMachine>

/** Alongamento Energizante on a Monday: 5 minutes, the second exercise variant (8 steps). */
export const activityCardInput: ActivityCardInput = { activity: { duration: 5 } }
/** The same card on a day her journal says she already completed it. */
export const completedTodayInput: ActivityCardInput = { activity: { duration: 5 }, completedToday: true }
/** A run kept on her device: left running on another screen (it runs on), cut by a reload (it waits), or run out while she was away. */
export const runsOnInput: ActivityCardInput = { activity: { duration: 5 }, resume: { elapsedSeconds: 60, runsOn: true } }
export const waitsInput: ActivityCardInput = { activity: { duration: 5 }, resume: { elapsedSeconds: 60, runsOn: false } }
export const ranOutInput: ActivityCardInput = { activity: { duration: 5 }, completedToday: true, resume: { elapsedSeconds: 300, runsOn: false } }
export const activityCardInputs = [activityCardInput, completedTodayInput, runsOnInput, waitsInput, ranOutInput] as const
export function describeInput(input: ActivityCardInput): string {
  if (input.resume) return input.resume.elapsedSeconds >= 300 ? 'ran out while away' : input.resume.runsOn ? 'runs on' : 'waits for her'
  return input.completedToday ? 'done today' : 'fresh'
}
export const activityCardSteps = tutorialFor('exercise', 1)

/**
 * What a user, the ticker and her clock can cause. The ticks worth telling apart: a second later
 * (same step), well into the activity (a later step: 120 s is step 5 of the second exercise
 * variant), and the end; `day.change` is 03:00 passing; `journal.completed` her journal gaining
 * this activity from elsewhere (the daily suggestion's routine).
 */
export const activityCardEvents = [
  { type: 'card.start' },
  { type: 'card.pause' },
  { type: 'card.resume' },
  { type: 'card.stop' },
  { type: 'card.stopConfirm' },
  { type: 'card.stopCancel' },
  { type: 'card.repeat' },
  { type: 'day.change' },
  { type: 'journal.completed' },
  { type: 'timer.tick', elapsedSeconds: 1 },
  { type: 'timer.tick', elapsedSeconds: 120 },
  { type: 'timer.tick', elapsedSeconds: 300 },
] as const satisfies readonly ActivityCardEvent[]

// Elapsed time abstracted to "at zero" or "under way", so the graph stays small and finite.
export const serializeActivityCardState = (snapshot: AnyMachineSnapshot) =>
  `${JSON.stringify(snapshot.value)}:${snapshot.context.elapsedSeconds > 0 ? 'underway' : 'zero'}`

export function activityCardPaths(input: ActivityCardInput = activityCardInput) {
  return generatePaths(activityCardMachine, { events: activityCardEvents, input, serializeState: serializeActivityCardState, simple: false })
}

/**
 * The model of time both replays check against: the seconds done after a step, from the seconds
 * before it. Ticks count only while running, never go back and end at the activity's length; a
 * confirmed stop and repeat (back to idle) zero them.
 */
export function elapsedAfter(elapsed: number, event: ActivityCardEvent, before: AnyMachineSnapshot | undefined, after: AnyMachineSnapshot): number {
  if (after.matches('idle')) return 0
  if (after.matches('completed')) return activityCardInput.activity.duration * 60
  if (event.type !== 'timer.tick' || !before?.matches('running')) return elapsed
  return Math.min(activityCardInput.activity.duration * 60, Math.max(elapsed, event.elapsedSeconds))
}

export function describeCardPath(path: { steps: ReadonlyArray<{ event: { type: string } }> }) {
  return (
    path.steps
      .slice(1)
      .map(({ event }) => ('elapsedSeconds' in event ? `tick(${String(event.elapsedSeconds)}s)` : event.type))
      .join(' → ') || 'início'
  )
}
