import { useSelector } from '@xstate/react'
import { lazyPart } from '../../start/lazy-part'
import type { ActivityActor } from './use-activity-run-view'

/**
 * 'Parar a atividade?' for the card and the player, out of their first load: fetched once the
 * activity is under way (so it is there when she taps 'Parar'), on screen exactly while the machine
 * asks, gone the moment she answers (stop-confirm.tsx gives focus back then).
 */
export const StopConfirm = lazyPart({
  load: () => import('./stop-confirm').then((module) => module.StopConfirm),
  when: 'needed',
  useNeeds: ({ actorRef }: { actorRef: ActivityActor }) => ({
    now: useSelector(actorRef, (s) => s.hasTag('active') || s.hasTag('askingStop')),
    shown: useSelector(actorRef, (s) => s.hasTag('askingStop')),
  }),
})
