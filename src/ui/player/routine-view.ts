import type { EventFrom, SnapshotFrom } from 'xstate'
import type { Playable } from '../../data/playable'
import { selectPosition, type routineMachine } from '../../machines/routine.machine'

type Snapshot = SnapshotFrom<typeof routineMachine>
type Send = (event: EventFrom<typeof routineMachine>) => void

export type RoutinePrimary = 'start' | 'next' | 'pause' | 'resume' | 'continue' | 'close'

/** What the routine player shows, every fact asked of the machine. */
export interface RoutineView {
  /** Not started: the overview and 'Começar'. */
  ready: boolean
  /** Between two activities, saying what comes next. */
  breather: boolean
  /** The breather held ('Esperar'): it goes on only when she says. */
  held: boolean
  finished: boolean
  /** Started and not finished: leaving asks first. */
  underWay: boolean
  /** How many she completed (not skipped). */
  completed: number
  /** The activity playing now (and its card actor), or null between activities. */
  playing: { index: number; activity: Playable; card: NonNullable<Snapshot['children']['activity']> } | null
  /** The one just done and the one coming, during the breather. */
  between: { done: Playable; next: Playable } | null
  /** What the main button does now. */
  primary: RoutinePrimary
  /** The buttons beside it: hold the breather ('Esperar'), skip the activity, stop the routine. */
  secondary: { wait: boolean; skip: boolean; stop: boolean }
  /** Under the title: the routine's size, or where she is in it. */
  subtitle: string
  closeLabel: string
  /** What the polite live region says. */
  announcement: string
}

// 'Continuar de onde parei': a routine taken up after a reload, its activity waiting for her.
const primaryOf = (s: Snapshot): RoutinePrimary =>
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

const primaryEvent = {
  start: 'routine.start',
  next: 'routine.next',
  pause: 'routine.pause',
  resume: 'routine.resume',
  continue: 'routine.resume',
} as const satisfies Record<Exclude<RoutinePrimary, 'close'>, string>

const count = (n: number) => `${n} ${n === 1 ? 'atividade' : 'atividades'}`

export function routineView(snapshot: Snapshot): RoutineView {
  const { activities, index, completed } = snapshot.context
  const ready = snapshot.can({ type: 'routine.start' })
  const breather = snapshot.hasTag('breather')
  const held = snapshot.hasTag('held')
  const finished = snapshot.hasTag('finished')
  const underWay = snapshot.hasTag('underWay')
  const card = snapshot.children.activity
  const position = selectPosition(snapshot)
  const between = breather ? { done: activities[index]!, next: activities[index + 1]! } : null
  return {
    ready,
    breather,
    held,
    finished,
    underWay,
    completed,
    playing: card ? { index, activity: activities[index]!, card } : null,
    between,
    primary: primaryOf(snapshot),
    secondary: {
      wait: snapshot.can({ type: 'routine.next' }) && snapshot.can({ type: 'routine.pause' }),
      skip: snapshot.can({ type: 'routine.skip' }),
      stop: underWay,
    },
    subtitle:
      ready || finished
        ? `Rotina · ${count(activities.length)}`
        : `${breather ? 'A seguir: atividade' : 'Atividade'} ${position.number} de ${position.total}`,
    closeLabel: underWay ? 'Sair da rotina' : 'Fechar',
    announcement: between
      ? held
        ? 'Pausa entre atividades. Toque em Seguir agora quando estiver pronta.'
        : `Atividade concluída. A seguir: ${between.next.title}.`
      : finished && completed > 0
        ? 'Rotina concluída!'
        : '',
  }
}

/** What its buttons send ('Voltar', the main button once it is over, is the screen's: it closes the player). */
export const routineEvents = (send: Send) => ({
  press: (primary: Exclude<RoutinePrimary, 'close'>) => send({ type: primaryEvent[primary] }),
  wait: () => send({ type: 'routine.pause' }),
  skip: () => send({ type: 'routine.skip' }),
  stop: () => send({ type: 'routine.stop' }),
})
