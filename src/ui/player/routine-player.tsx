import { Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useActorRef } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import type { Playable } from '../../data/playable'
import { recordCompletion } from '../../device/journal'
import { activitiesInRoutine } from '../../machines/routine-activities'
import { routineMachine } from '../../machines/routine.machine'
import { holdActivityInProgress } from '../activity/activity-in-progress'
import { screenWakeLock, signalEndAction, wallClockTicker } from '../activity/device-actors'
import { useCelebration } from '../celebration/use-celebration'
import { inspect } from '../dev/inspector'
import { keepRoutineRun, routineResume } from '../run/run-resume'
import { usePlayerRun } from '../run/use-player-run'
import { AbandonConfirm } from './abandon-confirm'
import { PlayerDialog } from './player-dialog'
import { PlayerView } from './player-view'
import { RoutineControls } from './routine-controls'
import { ThumbBar } from './thumb-bar'
import type { RoutinePlayRequest } from './routine-request'
import { RoutineBreather, RoutineFinished, RoutineOverview } from './routine-views'
import { useAfterOpening } from './use-after-opening'
import { useAskBeforeLeaving } from './use-ask-before-leaving'
import { useRoutineView } from './use-routine-view'

interface RoutinePlayerProps {
  request: RoutinePlayRequest
  onClose: () => void
}

/**
 * A routine, focused (docs/product.md, Routines): the routine machine plays its activities one
 * after the other, each in the activity player's view driven by its own actor (an activity card's, or a recipe's); a breather
 * between two says what comes next. Full screen on a phone, a dialog on a wider screen; leaving it
 * under way asks first. Each completed activity, then the routine, is written to her journal.
 * Where she is is kept on her device as she moves; a kept routine (`request.kept`) opens there.
 */
export function RoutinePlayer({ request, onClose }: RoutinePlayerProps) {
  // What she started: the dashboard's suggestion may change under it when the part of the day turns.
  const [{ routine, startedFrom, kept }] = useState(request)
  const primaryRef = useRef<HTMLButtonElement>(null)
  const { celebrate, celebration } = useCelebration({ finalFocusEl: () => primaryRef.current })
  const afterOpening = useAfterOpening()
  const run = usePlayerRun(kept)
  const [resume] = useState(() => kept && routineResume(kept, Date.now()))
  // The routine is written when its last activity is: at the same moment, even one that ran out while she was away.
  const lastRecorded = useRef<Date | undefined>(undefined)
  const actorRef = useActorRef(
    routineMachine.provide({
      actors: {
        ...activitiesInRoutine({
          actors: { ticker: wallClockTicker, wakeLock: screenWakeLock },
          actions: { signalEnd: signalEndAction },
        }),
        wakeLock: screenWakeLock, // the breather's: the next activity starts by itself
      },
      actions: {
        recordActivity: (_, { activity }: { activity: Playable }) => {
          lastRecorded.current = run.completedAt()
          const { id, title, type, minutes } = activity
          recordCompletion({ activityId: id, title, type, minutes, startedFrom: 'routine', routineId: routine.id }, lastRecorded.current)
        },
        recordRoutine: () => {
          const minutes = routine.activities.reduce((sum, activity) => sum + activity.minutes, 0)
          const { id, title } = routine
          recordCompletion({ activityId: id, title, type: 'routine', minutes, startedFrom }, lastRecorded.current ?? new Date())
        },
        celebrate: () => afterOpening(() => celebrate(routine.title)),
        keepPlace: (_, place) => keepRoutineRun(run.key, kept?.what ?? { kind: 'routine', routine, startedFrom }, place),
        forgetPlace: run.end,
      },
    }),
    { input: { activities: routine.activities, ...(resume && { resume }) }, inspect },
  )
  const view = useRoutineView(actorRef)
  const { underWay } = view
  useEffect(() => (underWay ? holdActivityInProgress() : undefined), [underWay])

  const leave = () => {
    view.stop()
    onClose()
  }
  const { asking, askToLeave, stay } = useAskBeforeLeaving({
    underWay: () => actorRef.getSnapshot().hasTag('underWay'),
    hold: () => {
      const snapshot = actorRef.getSnapshot()
      if (!snapshot.can({ type: 'routine.pause' })) return undefined
      actorRef.send({ type: 'routine.pause' })
      // A held breather stays held: she goes on with 'Seguir agora' when she is back.
      return snapshot.hasTag('playing') ? () => actorRef.send({ type: 'routine.resume' }) : undefined
    },
    onClose: leave,
  })
  const skip = () => {
    view.skip()
    // Skipping the last one ends the routine: the row with 'Pular' goes, and focus goes to 'Voltar'.
    if (actorRef.getSnapshot().hasTag('finished')) primaryRef.current?.focus()
  }
  const { primary } = view
  const onPrimary = () => (primary === 'close' ? onClose() : view.press(primary))

  return (
    <>
      <PlayerDialog
        title={routine.title}
        subtitle={
          <Text color="fg.muted" fontWeight="medium">
            {view.subtitle}
          </Text>
        }
        closeLabel={view.closeLabel}
        onDismiss={askToLeave}
        initialFocus={primaryRef}
      >
        <Stack gap="6" flex="1">
          {view.ready && <RoutineOverview description={routine.description} activities={routine.activities} />}
          {view.playing && (
            <Stack key={view.playing.index} gap="4">
              <Heading as="h3" fontSize={{ base: 'xl', md: '2xl' }} lineHeight="short">
                {view.playing.activity.title}
              </Heading>
              <PlayerView actorRef={view.playing.card} playable={view.playing.activity} primaryRef={null} controls={null} />
            </Stack>
          )}
          {view.between && <RoutineBreather done={view.between.done} next={view.between.next} held={view.held} />}
          {view.finished && <RoutineFinished completed={view.completed} total={routine.activities.length} />}
          <ThumbBar>
            <RoutineControls
              primary={primary}
              secondary={view.secondary}
              onPrimary={onPrimary}
              onWait={view.wait}
              onSkip={skip}
              onStop={askToLeave}
              primaryRef={primaryRef}
              place={view.subtitle}
            />
          </ThumbBar>
        </Stack>
        <VisuallyHidden aria-live="polite">{view.announcement}</VisuallyHidden>
      </PlayerDialog>
      <AbandonConfirm leaving="rotina" open={asking} onStay={stay} onLeave={leave} />
      {celebration}
    </>
  )
}
