import { useSelector } from '@xstate/react'
import { useMemo, useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { ActivityType, TutorialStep } from '../../data/activity-types'
import type { activityCardMachine } from '../../machines/activity-card.machine'
import { activityCardEvents, activityCardView } from './activity-card-view'
import { useTutorialSteps } from './use-tutorial-steps'

interface Tutorial {
  type: ActivityType
  /** Its own steps (a library activity's); otherwise today's tutorial for the type. */
  steps?: readonly TutorialStep[]
}

/** An activity-card actor as its views show it (activity-card-view.ts), current at every snapshot. */
export function useActivityCardView(actorRef: ActorRefFrom<typeof activityCardMachine>, tutorial: Tutorial) {
  const snapshot = useSelector(actorRef, (s) => s)
  const [dayOfWeek] = useState(() => new Date().getDay())
  // Loaded for a step in sight: running, or the step she was on while the timer waits for her.
  const typeSteps = useTutorialSteps(tutorial.type, dayOfWeek, snapshot.hasTag('active'))
  const steps = tutorial.steps ?? typeSteps
  const events = useMemo(() => activityCardEvents(actorRef.send), [actorRef])
  return useMemo(() => ({ ...activityCardView(snapshot, steps), ...events }), [snapshot, steps, events])
}
