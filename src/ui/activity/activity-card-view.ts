import type { EventFrom, SnapshotFrom } from 'xstate'
import type { TutorialStep } from '../../data/activity-types'
import { selectRemainingSeconds, selectTutorial, type activityCardMachine } from '../../machines/activity-card.machine'
import type { TutorialPosition } from '../../machines/tutorial'
import type { CardControl } from './activity-controls'
import { cardAnnouncement } from './card-announcement'

type Snapshot = SnapshotFrom<typeof activityCardMachine>
type Send = (event: EventFrom<typeof activityCardMachine>) => void

/** What an activity's views show (the dashboard's card and the player), every fact asked of the machine. */
export interface ActivityCardView {
  /** What the main button does now; while 'Parar?' is asked, the button behind the question keeps what it was. */
  primary: CardControl
  canStop: boolean
  /** Not started yet: what she needs before she starts (the player shows it). */
  idle: boolean
  running: boolean
  paused: boolean
  /** Taken up after a reload, waiting for her: 'Continuar de onde parei'. */
  interrupted: boolean
  completed: boolean
  /** Running or paused (or asking whether to stop): the page holds an update and asks before leaving. */
  underWay: boolean
  remainingSeconds: number
  totalSeconds: number
  /** The tutorial's step while it is under way (the step she was on while the timer waits for her). */
  position: TutorialPosition | undefined
  /** What the polite live region says: the step or the status, never the seconds. */
  announcement: string
}

const primaryControl = (s: Snapshot): CardControl =>
  s.hasTag('interrupted')
    ? 'continue'
    : s.can({ type: 'card.pause' }) || s.hasTag('askedWhileRunning')
      ? 'pause'
    : s.can({ type: 'card.resume' }) || s.hasTag('askingStop')
      ? 'resume'
      : s.can({ type: 'card.repeat' })
        ? 'repeat'
        : 'start'

const primaryEvent = {
  start: 'card.start',
  pause: 'card.pause',
  resume: 'card.resume',
  continue: 'card.resume',
  repeat: 'card.repeat',
} as const satisfies Record<CardControl, string>

/** The view of an activity-card snapshot; `steps` is today's tutorial (content the UI loads). */
export function activityCardView(snapshot: Snapshot, steps: readonly TutorialStep[]): ActivityCardView {
  const running = snapshot.matches('running')
  const paused = snapshot.matches('paused')
  const interrupted = snapshot.hasTag('interrupted')
  const completed = snapshot.hasTag('completed')
  const position = selectTutorial(steps)(snapshot)
  const { totalSeconds } = snapshot.context
  return {
    primary: primaryControl(snapshot),
    canStop: snapshot.can({ type: 'card.stop' }),
    idle: snapshot.can({ type: 'card.start' }),
    running,
    paused,
    interrupted,
    completed,
    underWay: snapshot.hasTag('active'),
    remainingSeconds: selectRemainingSeconds(snapshot),
    totalSeconds,
    position,
    announcement: cardAnnouncement({ running, paused: paused || interrupted, completed, position, totalSeconds }),
  }
}

/** What its buttons send. */
export const activityCardEvents = (send: Send) => ({
  /** The main button, doing what `primary` says. */
  press: (control: CardControl) => send({ type: primaryEvent[control] }),
  stop: () => send({ type: 'card.stop' }),
})
