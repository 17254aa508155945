import { useActorRef } from '@xstate/react'
import { useRef, useState, type RefObject } from 'react'
import type { Playable } from '../../data/playable'
import { recordCompletion } from '../../device/journal'
import { activityCardMachine } from '../../machines/activity-card.machine'
import type { ActivityProgress, RunResume } from '../../machines/activity-run'
import { recipeMachine, type RecipeResume } from '../../machines/recipe.machine'
import { screenWakeLock, signalEndAction, wallClockTicker } from '../activity/device-actors'
import { useCelebration } from '../celebration/use-celebration'
import { inspect } from '../dev/inspector'
import { cardResume, keepActivityRun } from '../run/run-resume'
import { usePlayerRun } from '../run/use-player-run'
import { ActivityPlayerFrame } from './activity-player-frame'
import type { PlayRequest } from './player-request'
import { useAfterOpening } from './use-after-opening'

interface ActivityPlayerProps {
  request: PlayRequest
  onClose: () => void
}

/**
 * Any activity, focused: full screen on a phone, a dialog on a wider screen (docs/product.md,
 * Activity player). The activity-card machine runs it, as on the dashboard's cards, or, for a
 * recipe, the recipe machine, led by her taps; either way its completion is written to her journal
 * with where she started it, then celebrated. Leaving it under way asks first
 * (activity-player-frame.tsx). The run is kept on her device as it changes; a kept run
 * (`request.kept`) opens where she was, a recipe on the step she was on.
 */
export function ActivityPlayer({ request, onClose }: ActivityPlayerProps) {
  const { playable, startedFrom, kept } = request
  const primaryRef = useRef<HTMLButtonElement>(null)
  const { celebrate, celebration } = useCelebration({ finalFocusEl: () => primaryRef.current })
  const afterOpening = useAfterOpening()
  const run = usePlayerRun(kept)
  const [resume] = useState(() => kept && cardResume(kept, Date.now()))
  // What either machine does in the world: the same for a recipe as for any other activity.
  const effects = {
    actors: { ticker: wallClockTicker, wakeLock: screenWakeLock },
    actions: {
      recordCompletion: () =>
        void recordCompletion(
          { activityId: playable.id, title: playable.title, type: playable.type, minutes: playable.minutes, startedFrom },
          run.completedAt(),
        ),
      celebrate: () => afterOpening(() => celebrate(playable.title)),
      keepProgress: (_: unknown, progress: ActivityProgress) =>
        keepActivityRun(run.key, kept?.what ?? { kind: 'activity', playable, startedFrom }, progress),
      forgetProgress: run.end,
      signalEnd: signalEndAction,
    },
  }
  const frame = { playable, primaryRef, onClose, onLeave: run.end }
  const { stepWaits } = playable
  return (
    <>
      {stepWaits?.length ? (
        <RecipeRun effects={effects} frame={frame} stepWaits={stepWaits} resume={resume} />
      ) : (
        <ClockRun effects={effects} frame={frame} resume={resume} />
      )}
      {celebration}
    </>
  )
}

interface RunProps<Resume> {
  effects: Parameters<typeof activityCardMachine.provide>[0] & Parameters<typeof recipeMachine.provide>[0]
  frame: { playable: Playable; primaryRef: RefObject<HTMLButtonElement | null>; onClose: () => void; onLeave: () => void }
  resume: Resume | undefined
}

/** An activity the clock leads (exercise, meditation, a quick food card): the activity-card machine. */
function ClockRun({ effects, frame, resume }: RunProps<RunResume>) {
  const actorRef = useActorRef(activityCardMachine.provide(effects), {
    input: { activity: { duration: frame.playable.minutes }, ...(resume && { resume }) },
    inspect,
  })
  return <ActivityPlayerFrame actorRef={actorRef} {...frame} />
}

/** A recipe, which her taps lead: the recipe machine. */
function RecipeRun({ effects, frame, stepWaits, resume }: RunProps<RecipeResume> & { stepWaits: readonly number[] }) {
  const actorRef = useActorRef(recipeMachine.provide(effects), {
    input: { minutes: frame.playable.minutes, stepWaits, ...(resume && { resume }) },
    inspect,
  })
  return <ActivityPlayerFrame actorRef={actorRef} {...frame} />
}
