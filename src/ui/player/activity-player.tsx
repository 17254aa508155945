import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { recordCompletion } from '../../device/journal'
import { activityCardMachine } from '../../machines/activity-card.machine'
import { holdActivityInProgress } from '../activity/activity-in-progress'
import { screenWakeLock, signalEndAction, wallClockTicker } from '../activity/device-actors'
import { useCelebration } from '../celebration/use-celebration'
import { inspect } from '../dev/inspector'
import { cardResume, keepActivityRun } from '../run/run-resume'
import { usePlayerRun } from '../run/use-player-run'
import { AbandonConfirm } from './abandon-confirm'
import { PlayerDialog } from './player-dialog'
import type { PlayRequest } from './player-request'
import { PlayerView } from './player-view'
import { useAfterOpening } from './use-after-opening'
import { useAskBeforeLeaving } from './use-ask-before-leaving'

interface ActivityPlayerProps {
  request: PlayRequest
  onClose: () => void
}

/**
 * Any activity, focused: full screen on a phone, a dialog on a wider screen (docs/product.md,
 * Activity player). The activity-card machine runs it, as on the dashboard's cards; its completion
 * is written to her journal with where she started it, then celebrated. Leaving a running activity
 * (the close button, Escape, a tap outside, the browser's back) asks first. The run is kept on her
 * device as it changes; a kept run (`request.kept`) opens where she was.
 */
export function ActivityPlayer({ request, onClose }: ActivityPlayerProps) {
  const { playable, startedFrom, kept } = request
  const primaryRef = useRef<HTMLButtonElement>(null)
  const { celebrate, celebration } = useCelebration({ finalFocusEl: () => primaryRef.current })
  const afterOpening = useAfterOpening()
  const run = usePlayerRun(kept)
  const [resume] = useState(() => kept && cardResume(kept, Date.now()))
  const actorRef = useActorRef(
    activityCardMachine.provide({
      actors: { ticker: wallClockTicker, wakeLock: screenWakeLock },
      actions: {
        recordCompletion: () =>
          void recordCompletion(
            { activityId: playable.id, title: playable.title, type: playable.type, minutes: playable.minutes, startedFrom },
            run.completedAt(),
          ),
        celebrate: () => afterOpening(() => celebrate(playable.title)),
        keepProgress: (_, progress) =>
          keepActivityRun(run.key, kept?.what ?? { kind: 'activity', playable, startedFrom }, progress),
        forgetProgress: run.end,
        signalEnd: signalEndAction,
      },
    }),
    {
      input: {
        activity: { duration: playable.minutes },
        ...(resume && { resume }),
        ...(playable.stepWaits && { stepWaits: playable.stepWaits }),
      },
      inspect,
    },
  )
  const active = useSelector(actorRef, (s) => s.hasTag('active'))
  useEffect(() => (active ? holdActivityInProgress() : undefined), [active])
  const { asking, askToLeave, stay } = useAskBeforeLeaving({
    underWay: () => actorRef.getSnapshot().hasTag('active'),
    hold: () => {
      if (!actorRef.getSnapshot().can({ type: 'card.pause' })) return undefined
      actorRef.send({ type: 'card.pause' })
      return () => actorRef.send({ type: 'card.resume' })
    },
    onClose,
  })

  return (
    <>
      <PlayerDialog
        title={playable.title}
        closeLabel={active ? 'Sair da atividade' : 'Fechar'}
        onDismiss={askToLeave}
        initialFocus={primaryRef}
      >
        <PlayerView actorRef={actorRef} playable={playable} primaryRef={primaryRef} returnFocusTo={() => primaryRef.current} />
      </PlayerDialog>
      <AbandonConfirm
        open={asking}
        onStay={stay}
        onLeave={() => {
          run.end()
          onClose()
        }}
      />
      {celebration}
    </>
  )
}
