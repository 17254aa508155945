import { Badge, Card, Circle, Heading, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { badgeRecipe } from '@chakra-ui/react/theme'
import { useActorRef } from '@xstate/react'
import { CircleCheck } from 'lucide-react'
import { useEffect, useId, useImperativeHandle, useRef, type Ref } from 'react'
import type { Activity } from '../../data/activity-types'
import type { JournalSource } from '../../data/journal'
import { recordCompletion } from '../../device/journal'
import { activityCardMachine } from '../../machines/activity-card.machine'
import { inspect } from '../dev/inspector'
import { useCardRun } from '../run/use-card-run'
import { ActivityControls } from './activity-controls'
import { holdActivityInProgress } from './activity-in-progress'
import { activityKinds } from './activity-kind'
import { screenWakeLock, signalEndAction, wallClockTicker } from './device-actors'
import { StopConfirm } from './stop-confirm-part'
import { TimerDisplay } from './timer-display'
import { TutorialPanel } from './tutorial-panel'
import { useActivityCardView } from './use-activity-card-view'

export interface ActivityCardHandle {
  /** Her place on the card (its main button), for focus to return to. */
  focusTarget: () => HTMLButtonElement | null
}

interface ActivityCardProps {
  activity: Activity
  onComplete: (activity: Activity) => void
  /**
   * How many times her journal says she completed it today: it opens completed ('Concluído',
   * 'Repetir') when she did, and one more done elsewhere while it waits (the daily suggestion's
   * routine, another tab) turns it completed at once.
   */
  doneToday?: number
  /** Her day (from 03:00): when it changes, a card completed yesterday is fresh again. */
  day?: string | null
  /** Where she started it, written to her journal with the completion. */
  startedFrom?: JournalSource
  ref?: Ref<ActivityCardHandle>
}

/** A timed activity with its step-by-step tutorial (docs/product.md, Activity card). */
export function ActivityCard({
  activity,
  onComplete,
  doneToday = 0,
  day = null,
  startedFrom = 'dashboard',
  ref,
}: ActivityCardProps) {
  const titleId = useId()
  const primaryRef = useRef<HTMLButtonElement>(null)
  const onCompleteRef = useRef(onComplete)
  useEffect(() => {
    onCompleteRef.current = onComplete
  }, [onComplete])
  // Kept on her device as it changes: leaving the dashboard or a reload takes it up where it was.
  const run = useCardRun(activity)
  const actorRef = useActorRef(
    activityCardMachine.provide({
      actors: { ticker: wallClockTicker, wakeLock: screenWakeLock },
      actions: {
        recordCompletion: () =>
          void recordCompletion(
            { activityId: activity.id, title: activity.title, type: activity.type, minutes: activity.duration, startedFrom },
            run.completedAt(),
          ),
        celebrate: () => onCompleteRef.current(activity),
        keepProgress: (_, progress) => run.keepProgress(progress),
        forgetProgress: run.forgetProgress,
        signalEnd: signalEndAction,
      },
    }),
    { input: { activity, completedToday: doneToday > 0, ...(run.resume && { resume: run.resume }) }, inspect },
  )
  const dayShown = useRef(day)
  useEffect(() => {
    if (dayShown.current !== null && day !== null && day !== dayShown.current) actorRef.send({ type: 'day.change' })
    dayShown.current = day
  }, [day, actorRef])
  // The machine hears of her journal at opening; what it gains later reaches the card here.
  const doneShown = useRef(doneToday)
  useEffect(() => {
    if (doneToday > doneShown.current) actorRef.send({ type: 'journal.completed' })
    doneShown.current = doneToday
  }, [doneToday, actorRef])
  const card = useActivityCardView(actorRef, { type: activity.type })
  const { underWay } = card
  useEffect(() => (underWay ? holdActivityInProgress() : undefined), [underWay])

  useImperativeHandle(
    ref,
    () => ({ focusTarget: () => primaryRef.current }),
    [],
  )

  const kind = activityKinds[activity.type]
  const Icon = kind.icon

  return (
    <Card.Root
      as="article"
      aria-labelledby={titleId}
      colorPalette={kind.palette}
      variant="outline"
      bg="bg.panel"
      rounded="l3"
      h="full"
      data-activity={activity.id}
    >
      <Card.Body gap="5" p={{ base: 'min(1.25rem, 6.25vw)', md: '6' }}>
        <HStack gap="4" align="flex-start" wrap="wrap">
          <Circle size="12" bg="colorPalette.muted" color="colorPalette.fg" flexShrink="0">
            <Icon aria-hidden size="1.5rem" />
          </Circle>
          {/* Beside the icon while 12rem fit there; under it when her text is large on a phone. */}
          <Stack gap="2" minW="0" flex="1 1 12rem">
            <Heading as="h3" id={titleId} size="lg" lineHeight="short">
              {activity.title}
            </Heading>
            <HStack gap="2" wrap="wrap">
              <Badge recipe={badgeRecipe} variant="subtle" size="md">
                {kind.label}
              </Badge>
              <Badge recipe={badgeRecipe} variant="outline" size="md">
                {activity.duration} min
              </Badge>
              {card.completed && (
                <Badge recipe={badgeRecipe} variant="solid" size="md" colorPalette="calm">
                  <CircleCheck aria-hidden size={14} /> Concluído
                </Badge>
              )}
            </HStack>
          </Stack>
        </HStack>
        <Text color="fg.muted">{activity.description}</Text>
        {/* At the foot of the card, so timers and buttons line up across a row of cards whose titles wrap differently. */}
        <Stack gap="5" mt="auto">
          <TimerDisplay remainingSeconds={card.remainingSeconds} totalSeconds={card.totalSeconds} completed={card.completed} />
          {card.position && <TutorialPanel position={card.position} held={!card.running} />}
          {card.paused && <Text color="fg.muted">Em pausa. Toque em Retomar quando puder.</Text>}
          {card.interrupted && <Text color="fg.muted">Você parou aqui. Continue quando puder.</Text>}
          {card.completed && <Text color="fg.muted">Muito bem! Você concluiu esta atividade hoje.</Text>}
          <ActivityControls
            primary={card.primary}
            canStop={card.canStop}
            onPrimary={() => card.press(card.primary)}
            onStop={card.stop}
            primaryRef={primaryRef}
          />
        </Stack>
        <VisuallyHidden aria-live="polite">{card.announcement}</VisuallyHidden>
        <StopConfirm actorRef={actorRef} finalFocusEl={() => primaryRef.current} />
      </Card.Body>
    </Card.Root>
  )
}
