import { Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import type { Playable } from '../../data/playable'
import { recordCompletion } from '../../device/journal'
import { celebrationMachine } from '../../machines/celebration.machine'
import { activityInRoutine, routineMachine, selectPosition } from '../../machines/routine.machine'
import { holdActivityInProgress } from '../activity/activity-in-progress'
import { screenWakeLock, wallClockTicker } from '../activity/device-actors'
import { CelebrationWhenNeeded } from '../celebration/celebration-when-needed'
import { inspect } from '../dev/inspector'
import { matchesNow } from '../layout/use-media-query'
import { keepRoutineRun, routineResume } from '../run/run-resume'
import { usePlayerRun } from '../run/use-player-run'
import { AbandonConfirm } from './abandon-confirm'
import { PlayerDialog } from './player-dialog'
import { PlayerView } from './player-view'
import { routinePrimary, routinePrimaryEvent, routineSecondary } from './routine-control'
import { RoutineControls } from './routine-controls'
import type { RoutinePlayRequest } from './routine-request'
import { RoutineBreather, RoutineFinished, RoutineOverview } from './routine-views'
import { useAfterOpening } from './use-after-opening'
import { useAskBeforeLeaving } from './use-ask-before-leaving'

interface RoutinePlayerProps {
  request: RoutinePlayRequest
  onClose: () => void
}

const sameSecondary = (a: ReturnType<typeof routineSecondary>, b: ReturnType<typeof routineSecondary>) =>
  a.wait === b.wait && a.skip === b.skip && a.stop === b.stop

/**
 * A routine, focused (docs/product.md, Routines): the routine machine plays its activities one
 * after the other, each in the activity player's view driven by an activity-card actor; a breather
 * between two says what comes next. Full screen on a phone, a dialog on a wider screen; leaving it
 * under way asks first. Each completed activity, then the routine, is written to her journal.
 * Where she is is kept on her device as she moves; a kept routine (`request.kept`) opens there.
 */
export function RoutinePlayer({ request, onClose }: RoutinePlayerProps) {
  // What she started: the dashboard's suggestion may change under it when the part of the day turns.
  const [{ routine, startedFrom, kept }] = useState(request)
  const primaryRef = useRef<HTMLButtonElement>(null)
  const run = usePlayerRun(kept)
  const [resume] = useState(() => kept && routineResume(kept, Date.now()))
  // The routine is written when its last activity is: at the same moment, even one that ran out while she was away.
  const lastRecorded = useRef<Date | undefined>(undefined)
  const celebration = useActorRef(celebrationMachine, { input: { random: Math.random }, inspect })
  const afterOpening = useAfterOpening()
  const actorRef = useActorRef(
    routineMachine.provide({
      actors: {
        activity: activityInRoutine({ actors: { ticker: wallClockTicker, wakeLock: screenWakeLock } }),
        wakeLock: screenWakeLock, // the breather's: the next activity starts by itself
      },
      actions: {
        recordActivity: (_, { activity }: { activity: Playable }) => {
          lastRecorded.current = run.completedAt()
          recordCompletion(
            {
              activityId: activity.id,
              title: activity.title,
              type: activity.type,
              minutes: activity.minutes,
              startedFrom: 'routine',
              routineId: routine.id,
            },
            lastRecorded.current,
          )
        },
        recordRoutine: () =>
          void recordCompletion(
            {
              activityId: routine.id,
              title: routine.title,
              type: 'routine',
              minutes: routine.activities.reduce((sum, activity) => sum + activity.minutes, 0),
              startedFrom,
            },
            lastRecorded.current ?? new Date(),
          ),
        keepPlace: (_, place) => keepRoutineRun(run.key, kept?.what ?? { kind: 'routine', routine, startedFrom }, place),
        forgetPlace: run.end,
        celebrate: () =>
          afterOpening(() =>
            celebration.send({
              type: 'celebration.open',
              activityTitle: routine.title,
              reducedMotion: matchesNow('(prefers-reduced-motion: reduce)'),
            }),
          ),
      },
    }),
    { input: { activities: routine.activities, ...(resume && { resume }) }, inspect },
  )
  const underWay = useSelector(actorRef, (s) => s.hasTag('underWay'))
  useEffect(() => (underWay ? holdActivityInProgress() : undefined), [underWay])
  const ready = useSelector(actorRef, (s) => s.can({ type: 'routine.start' }))
  const breather = useSelector(actorRef, (s) => s.hasTag('breather'))
  const held = useSelector(actorRef, (s) => s.hasTag('held'))
  const finished = useSelector(actorRef, (s) => s.hasTag('finished'))
  const completed = useSelector(actorRef, (s) => s.context.completed)
  const index = useSelector(actorRef, (s) => s.context.index)
  const position = useSelector(actorRef, selectPosition, (a, b) => a.number === b.number && a.total === b.total)
  const card = useSelector(actorRef, (s) => s.children.activity)
  const primary = useSelector(actorRef, routinePrimary)
  const secondary = useSelector(actorRef, routineSecondary, sameSecondary)

  const leave = () => {
    actorRef.send({ type: 'routine.stop' })
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
    actorRef.send({ type: 'routine.skip' })
    // Skipping the last one ends the routine: the row with 'Pular' goes, and focus goes to 'Voltar'.
    if (actorRef.getSnapshot().hasTag('finished')) primaryRef.current?.focus()
  }
  const onPrimary = () => (primary === 'close' ? onClose() : actorRef.send({ type: routinePrimaryEvent[primary] }))

  const activities = routine.activities
  const playing = card ? activities[index] : undefined
  return (
    <>
      <PlayerDialog
        title={routine.title}
        subtitle={
          <Text color="fg.muted" fontWeight="medium">
            {ready || finished
              ? `Rotina · ${activities.length} ${activities.length === 1 ? 'atividade' : 'atividades'}`
              : `${breather ? 'A seguir: atividade' : 'Atividade'} ${position.number} de ${position.total}`}
          </Text>
        }
        closeLabel={underWay ? 'Sair da rotina' : 'Fechar'}
        onDismiss={askToLeave}
        initialFocus={primaryRef}
      >
        <Stack gap="6">
          {ready && <RoutineOverview description={routine.description} activities={activities} />}
          {playing && card && (
            <Stack key={index} gap="4">
              <Heading as="h3" fontSize={{ base: 'xl', md: '2xl' }} lineHeight="short">
                {playing.title}
              </Heading>
              <PlayerView actorRef={card} playable={playing} primaryRef={null} controls={null} />
            </Stack>
          )}
          {breather && <RoutineBreather done={activities[index]!} next={activities[index + 1]!} held={held} />}
          {finished && <RoutineFinished completed={completed} total={activities.length} />}
          <RoutineControls
            primary={primary}
            secondary={secondary}
            onPrimary={onPrimary}
            onWait={() => actorRef.send({ type: 'routine.pause' })}
            onSkip={skip}
            onStop={askToLeave}
            primaryRef={primaryRef}
          />
        </Stack>
        <VisuallyHidden aria-live="polite">
          {breather
            ? held
              ? 'Pausa entre atividades. Toque em Seguir agora quando estiver pronta.'
              : `Atividade concluída. A seguir: ${activities[index + 1]!.title}.`
            : finished && completed > 0
              ? 'Rotina concluída!'
              : ''}
        </VisuallyHidden>
      </PlayerDialog>
      <AbandonConfirm leaving="rotina" open={asking} onStay={stay} onLeave={leave} />
      <CelebrationWhenNeeded actorRef={celebration} finalFocusEl={() => primaryRef.current} />
    </>
  )
}
