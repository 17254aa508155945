import { useEffect, useRef } from 'react'
import { ConfirmDialog } from '../layout/confirm-dialog'
import type { ActivityActor } from './use-activity-run-view'

export interface StopConfirmProps {
  actorRef: ActivityActor
  /** Her place on the card (its main button): 'Parar' is gone once she stops. */
  finalFocusEl: () => HTMLElement | null
}

/**
 * 'Parar a atividade?': the machine asks before 'Parar' zeroes the timer; keeping it is the default.
 * Gone the moment she answers (no exit animation that could leave it over the card), it gives focus
 * back to her place then.
 */
export function StopConfirm({ actorRef, finalFocusEl }: StopConfirmProps) {
  const focusBack = useRef(finalFocusEl)
  useEffect(() => {
    focusBack.current = finalFocusEl
  })
  useEffect(() => () => focusBack.current()?.focus(), [])
  return (
    <ConfirmDialog
      open // mounted only while the machine asks (stop-confirm-part.ts)
      title="Parar a atividade?"
      description="O tempo volta ao início e esta vez não fica salva."
      keepLabel="Manter atividade"
      onKeep={() => actorRef.send({ type: 'card.stopCancel' })}
      confirmLabel="Parar"
      onConfirm={() => actorRef.send({ type: 'card.stopConfirm' })}
      finalFocusEl={finalFocusEl}
    />
  )
}
