import type { SnapshotFrom } from 'xstate'
import type { activityCardMachine } from '../../machines/activity-card.machine'
import type { CardControl } from './activity-controls'

type Snapshot = SnapshotFrom<typeof activityCardMachine>

/**
 * What the main button does now, asked of the machine (never re-derived from the state's name).
 * While 'Parar?' is asked, the button behind the question keeps what it was. A run taken up again
 * after a reload offers 'Continuar de onde parei'.
 */
export const primaryControl = (s: Snapshot): CardControl =>
  s.hasTag('interrupted')
    ? 'continue'
    : s.can({ type: 'card.pause' }) || s.hasTag('askedWhileRunning')
    ? 'pause'
    : s.can({ type: 'card.resume' }) || s.hasTag('askingStop')
      ? 'resume'
      : s.can({ type: 'card.repeat' })
        ? 'repeat'
        : 'start'

export const primaryEvent = {
  start: 'card.start',
  pause: 'card.pause',
  resume: 'card.resume',
  continue: 'card.resume',
  repeat: 'card.repeat',
} as const satisfies Record<CardControl, string>
