import type { SnapshotFrom } from 'xstate'
import type { routineMachine } from '../../machines/routine.machine'

type Snapshot = SnapshotFrom<typeof routineMachine>

export type RoutinePrimary = 'start' | 'next' | 'pause' | 'resume' | 'continue' | 'close'

/** What the routine's main button does now, asked of the machine ('Continuar de onde parei' after a reload). */
export const routinePrimary = (s: Snapshot): RoutinePrimary =>
  s.hasTag('interrupted')
    ? 'continue'
    : s.can({ type: 'routine.start' })
    ? 'start'
    : s.can({ type: 'routine.next' })
      ? 'next'
      : s.can({ type: 'routine.pause' })
        ? 'pause'
        : s.can({ type: 'routine.resume' })
          ? 'resume'
          : 'close'

export const routinePrimaryEvent = {
  start: 'routine.start',
  next: 'routine.next',
  pause: 'routine.pause',
  resume: 'routine.resume',
  continue: 'routine.resume',
} as const satisfies Record<Exclude<RoutinePrimary, 'close'>, string>

/** The buttons beside it: hold the breather ('Esperar'), skip the activity, stop the routine. */
export const routineSecondary = (s: Snapshot) => ({
  wait: s.can({ type: 'routine.next' }) && s.can({ type: 'routine.pause' }),
  skip: s.can({ type: 'routine.skip' }),
  stop: s.hasTag('underWay'),
})
