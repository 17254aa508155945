import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { TutorialStep } from '../../data/activity-types'
import { selectRemainingSeconds, selectTutorial, type activityCardMachine } from '../../machines/activity-card.machine'
import type { recipeMachine } from '../../machines/recipe.machine'
import type { StepWait } from '../../machines/recipe.selectors'
import type { TutorialPosition } from '../../machines/tutorial'
import type { CardControl } from './activity-controls'
import { cardAnnouncement } from './card-announcement'

type CardSnapshot = SnapshotFrom<typeof activityCardMachine>
/** An activity's snapshot: the activity card's (led by the clock) or a recipe's (led by her taps). */
type ActivitySnapshot = CardSnapshot | SnapshotFrom<typeof recipeMachine>
/** What both kinds of activity answer: her main button and 'Parar'. */
type Send = (ActorRefFrom<typeof activityCardMachine> | ActorRefFrom<typeof recipeMachine>)['send']

/** A recipe's own controls in the view: her steps, moved on by her taps, and a waiting step's timer. */
export interface RecipeStepsView {
  canNextStep: boolean
  /** 'Próximo passo' is 'Concluir' here. */
  onLastStep: boolean
  canPreviousStep: boolean
  /** The current step's own timer, if it waits. */
  stepWait: StepWait | undefined
  canStartWait: boolean
  nextStep: () => void
  previousStep: () => void
  startWait: () => void
}

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
  /** A recipe (recipe.machine.ts): her taps move its steps on, not the clock. */
  recipe: RecipeStepsView | undefined
}

const primaryControl = (s: ActivitySnapshot): CardControl =>
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

/** What her activity shows now, whoever leads it: `led` brings the step in sight and the time left. */
export function runView(
  snapshot: ActivitySnapshot,
  led: { position: TutorialPosition | undefined; remainingSeconds: number; recipe?: RecipeStepsView },
): ActivityCardView {
  const running = snapshot.matches('running')
  const paused = snapshot.matches('paused')
  const interrupted = snapshot.hasTag('interrupted')
  const completed = snapshot.hasTag('completed')
  const { totalSeconds } = snapshot.context
  const { position, recipe } = led
  return {
    primary: primaryControl(snapshot),
    canStop: snapshot.can({ type: 'card.stop' }),
    idle: snapshot.can({ type: 'card.start' }),
    running,
    paused,
    interrupted,
    completed,
    underWay: snapshot.hasTag('active'),
    remainingSeconds: led.remainingSeconds,
    totalSeconds,
    position,
    announcement: cardAnnouncement({ running, paused: paused || interrupted, completed, position, totalSeconds, ledByHer: recipe !== undefined }),
    recipe,
  }
}

/** The view of an activity-card snapshot, led by the clock; `steps` is today's tutorial (content the UI loads). */
export const activityCardView = (snapshot: CardSnapshot, steps: readonly TutorialStep[]): ActivityCardView =>
  runView(snapshot, { position: selectTutorial(steps)(snapshot), remainingSeconds: selectRemainingSeconds(snapshot) })

/** What its buttons send. */
export const activityCardEvents = (send: Send) => ({
  /** The main button, doing what `primary` says. */
  press: (control: CardControl) => send({ type: primaryEvent[control] }),
  stop: () => send({ type: 'card.stop' }),
})
