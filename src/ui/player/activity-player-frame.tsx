import { useSelector } from '@xstate/react'
import { useEffect, type RefObject } from 'react'
import type { Playable } from '../../data/playable'
import { holdActivityInProgress } from '../activity/activity-in-progress'
import type { ActivityActor } from '../activity/use-activity-run-view'
import { AbandonConfirm } from './abandon-confirm'
import { PlayerDialog } from './player-dialog'
import { PlayerView } from './player-view'
import { useAskBeforeLeaving } from './use-ask-before-leaving'

interface ActivityPlayerFrameProps {
  actorRef: ActivityActor
  playable: Playable
  primaryRef: RefObject<HTMLButtonElement | null>
  onClose: () => void
  /** She leaves it under way ('Sair'): nothing of it is kept. */
  onLeave: () => void
}

/**
 * The player around one activity's actor, whichever machine runs it: its dialog, and leaving a
 * running activity (the close button, Escape, a tap outside, the browser's back) asks first, the
 * activity paused while she answers.
 */
export function ActivityPlayerFrame({ actorRef, playable, primaryRef, onClose, onLeave }: ActivityPlayerFrameProps) {
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
          onLeave()
          onClose()
        }}
      />
    </>
  )
}
