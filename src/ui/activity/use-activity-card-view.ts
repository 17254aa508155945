import { useSelector } from '@xstate/react'
import { useMemo, useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { ActivityType, TutorialStep } from '../../data/activity-types'
import type { activityCardMachine } from '../../machines/activity-card.machine'
import { activityCardEvents, activityCardView } from './activity-card-view'
import { useTutorialSteps } from './use-tutorial-steps'

export interface Tutorial {
  type: ActivityType
  /** Its own steps (a library activity's); otherwise today's tutorial for the type. */
  steps?: readonly TutorialStep[]
}

/** The steps to show: its own, or today's tutorial, loaded for a step in sight (running, or the step she was on while it waits for her). */
export function useActivitySteps(tutorial: Tutorial, active: boolean): readonly TutorialStep[] {
  const [dayOfWeek] = useState(() => new Date().getDay())
  const typeSteps = useTutorialSteps(tutorial.type, dayOfWeek, active)
  return tutorial.steps ?? typeSteps
}

/** An activity-card actor as its views show it (activity-card-view.ts), current at every snapshot. */
export function useActivityCardView(actorRef: ActorRefFrom<typeof activityCardMachine>, tutorial: Tutorial) {
  const snapshot = useSelector(actorRef, (s) => s)
  const steps = useActivitySteps(tutorial, snapshot.hasTag('active'))
  const events = useMemo(() => activityCardEvents(actorRef.send), [actorRef])
  return useMemo(() => ({ ...activityCardView(snapshot, steps), ...events }), [snapshot, steps, events])
}
