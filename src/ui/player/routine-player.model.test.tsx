import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EventFrom, SnapshotFrom } from 'xstate'
import { library } from '../../data/library/library'
import { playableFromLibrary } from '../../data/playable'
import { eraseJournal, journalEntries } from '../../device/journal'
import { routineMachine } from '../../machines/routine.machine'
import { transitionCoveringPaths } from '../../machines/testing/covering-paths'
import {
  breatherEndEvent,
  describeRoutinePath,
  routineInput,
  routinePaths,
  serializeRoutineState,
} from '../../machines/testing/models/routine.model'
import { clockText } from '../activity/timer-text'
import { installFakeClock } from '../testing/fake-clock'
import { renderScreen } from '../testing/render'
import { useRoutinePlayer } from './routine-player-host'
import type { PlayableRoutine } from './routine-request'

// The breather's end is an event XState raises; the model's paths carry it like the others.
type Event = EventFrom<typeof routineMachine> | typeof breatherEndEvent
type Snapshot = SnapshotFrom<typeof routineMachine>
type User = ReturnType<typeof userEvent.setup>
type StateName = 'ready' | 'running' | 'paused' | 'counting' | 'held' | 'finished' | 'stopped'

// The machine model's two activities, as the library has them (with their steps).
const activities = routineInput.activities.map((a) => playableFromLibrary(library.find((entry) => entry.id === a.id)!))
const routine: PlayableRoutine = { id: 'rotina-de-teste', title: 'Rotina de teste', activities }

function Screen() {
  const { play, player } = useRoutinePlayer()
  return (
    <>
      <button onClick={() => play({ routine, startedFrom: 'plan' })}>Abrir rotina</button>
      {player}
    </>
  )
}

const dialog = () => screen.queryByRole('dialog', { name: routine.title })
const inDialog = () => within(screen.getByRole('dialog', { name: routine.title, hidden: true }))
const button = (name: string) => inDialog().queryByRole('button', { name, hidden: true })
const settle = () => act(async () => void vi.advanceTimersByTime(50))
/** Lets `seconds` pass on the wall clock, the way a phone does. */
const letTimePass = (seconds: number) =>
  act(async () => {
    vi.setSystemTime(Date.now() + (seconds - 1) * 1000)
    vi.advanceTimersByTime(1000)
  })

function stateName(s: Snapshot): StateName {
  if (s.matches({ breather: 'counting' })) return 'counting'
  if (s.matches({ breather: 'held' })) return 'held'
  if (s.matches({ playing: 'running' })) return 'running'
  if (s.matches({ playing: 'paused' })) return 'paused'
  return s.value as StateName
}

interface Run {
  /** Seconds done of the activity playing now. */
  elapsed: number
  /** Ids she completed, in order. */
  done: string[]
}

/** Her tap on the button for the event; when the machine would refuse it, the player must not offer it. */
const tap = async (user: User, label: string, before: Snapshot, type: EventFrom<typeof routineMachine>['type']) => {
  if (before.can({ type } as EventFrom<typeof routineMachine>)) await user.click(button(label)!)
  else expect(button(label)).toBeNull()
}

// How she, or the passing of time, causes each event.
const perform: Record<Event['type'], (user: User, event: Event, before: Snapshot, run: Run) => Promise<void>> = {
  'routine.start': (user, _event, before) => tap(user, 'Começar', before, 'routine.start'),
  'routine.next': (user, _event, before) => tap(user, 'Seguir agora', before, 'routine.next'),
  'routine.resume': (user, _event, before) => tap(user, 'Retomar', before, 'routine.resume'),
  'routine.skip': (user, _event, before) => tap(user, 'Pular', before, 'routine.skip'),
  // 'Pausar' while an activity plays, 'Esperar' in a breather.
  'routine.pause': (user, _event, before) =>
    tap(user, before.hasTag('breather') ? 'Esperar' : 'Pausar', before, 'routine.pause'),
  'routine.stop': async (user, _event, before) => {
    if (before.hasTag('underWay')) {
      await user.click(button('Parar')!)
      await settle()
      const ask = screen.getByRole('alertdialog', { name: 'Sair da rotina?' })
      await user.click(within(ask).getByRole('button', { name: 'Sair' }))
    } else {
      await user.click(button('Fechar')!) // nothing under way: it closes without asking
    }
    await settle()
  },
  // Only its timer ends an activity: she cannot, and nothing else must.
  'activity.done': async (_user, _event, before, run) => {
    if (before.matches({ playing: 'running' })) await letTimePass(activities[before.context.index]!.minutes * 60 - run.elapsed)
  },
  // The activity telling the routine where it is: nothing she does (the routine keeps it on her device).
  'activity.progress': async () => {},
  [breatherEndEvent.type]: async (_user, _event, before) => {
    if (before.matches({ breather: 'counting' })) await act(async () => void vi.advanceTimersByTime(15_000))
  },
}

const journalIds = () => journalEntries().map((entry) => entry.activityId)

const shows = {
  ready: () => {
    expect(dialog()).toBeVisible()
    const list = inDialog().getByRole('list', { name: 'Atividades da rotina' })
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining(activities[0]!.title),
      expect.stringContaining(activities[1]!.title),
    ])
    expect(button('Começar')).toBeVisible()
    expect(button('Parar')).toBeNull()
    expect(button('Fechar')).toBeVisible()
    expect(journalEntries()).toEqual([])
  },
  running: (s, run) => {
    const activity = activities[s.context.index]!
    expect(inDialog().getByText(`Atividade ${s.context.index + 1} de 2`)).toBeVisible()
    expect(inDialog().getByRole('heading', { name: activity.title })).toBeVisible()
    expect(inDialog().getByRole('timer')).toHaveTextContent(clockText(activity.minutes * 60 - run.elapsed))
    expect(inDialog().getByRole('region', { name: 'Passo a passo' })).toBeVisible()
    for (const label of ['Pausar', 'Pular', 'Parar', 'Sair da rotina']) expect(button(label)).toBeVisible()
    expect(journalIds()).toEqual(run.done)
  },
  paused: (s, run) => {
    const activity = activities[s.context.index]!
    expect(inDialog().getByRole('timer')).toHaveTextContent(clockText(activity.minutes * 60 - run.elapsed))
    expect(inDialog().getByText(/Em pausa/)).toBeVisible()
    for (const label of ['Retomar', 'Pular', 'Parar']) expect(button(label)).toBeVisible()
    expect(button('Pausar')).toBeNull()
    expect(journalIds()).toEqual(run.done)
  },
  counting: (s, run) => {
    expect(inDialog().getByText(`${activities[s.context.index]!.title}: concluído`)).toBeVisible()
    const next = inDialog().getByRole('region', { name: activities[s.context.index + 1]!.title })
    expect(within(next).getByText('A seguir')).toBeVisible()
    for (const label of ['Seguir agora', 'Esperar', 'Parar']) expect(button(label)).toBeVisible()
    expect(button('Pular')).toBeNull()
    expect(inDialog().queryByRole('timer')).toBeNull()
    expect(journalIds()).toEqual(run.done)
  },
  held: (_s, run) => {
    expect(inDialog().getByText(/Sem pressa/)).toBeVisible()
    expect(button('Seguir agora')).toBeVisible()
    expect(button('Esperar')).toBeNull()
    expect(journalIds()).toEqual(run.done)
  },
  finished: (_s, run) => {
    expect(button('Voltar')).toBeVisible()
    if (run.done.length === 0) {
      expect(inDialog().getByRole('heading', { name: 'Rotina encerrada', hidden: true })).toBeVisible()
      expect(journalEntries()).toEqual([]) // she skipped every one
      return
    }
    expect(inDialog().getByRole('heading', { name: 'Rotina concluída!', hidden: true })).toBeVisible()
    // Each activity written as part of the routine, then the routine itself, once.
    expect(journalEntries()).toEqual([
      ...run.done.map((id) => expect.objectContaining({ activityId: id, startedFrom: 'routine', routineId: routine.id })),
      expect.objectContaining({ activityId: routine.id, type: 'routine', minutes: 5, startedFrom: 'plan' }),
    ])
  },
  stopped: (_s, run) => {
    expect(dialog()).toBeNull()
    expect(screen.queryByRole('dialog', { name: routine.title, hidden: true })).toBeNull()
    // What she completed stays in her journal; the routine does not count as done.
    expect(journalIds()).toEqual(run.done)
  },
} satisfies Record<StateName, (snapshot: Snapshot, run: Run) => void>

beforeAll(async () => {
  await import('./routine-player')
})
let uninstallClock = () => {}
beforeEach(() => {
  uninstallClock = installFakeClock(new Date('2026-01-06T12:00:00Z'))
  // jsdom has no canvas: the celebration's confetti gets a 2D context that draws nothing.
  const context = new Proxy({}, { get: () => () => {}, set: () => true })
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D)
})
afterEach(() => {
  uninstallClock()
  eraseJournal()
  vi.restoreAllMocks()
})

describe('routine player, the machine paths replayed by a user on a controlled clock', () => {
  it('plays the model’s activities (their minutes are what the graph was made with)', () => {
    expect(activities.map((a) => [a.id, a.minutes])).toEqual(routineInput.activities.map((a) => [a.id, a.minutes]))
  })

  it.each(transitionCoveringPaths(routineMachine, routinePaths(), serializeRoutineState).map((path) => [describeRoutinePath(path), path] as const))('%s', async (_name, path) => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderScreen(Screen, { path: '/meu-plano' })
    await settle()
    await user.click(screen.getByRole('button', { name: 'Abrir rotina' }))
    await settle()
    const run: Run = { elapsed: 0, done: [] }
    for (const [index, step] of path.steps.entries()) {
      const before = path.steps[index - 1]?.state
      if (before) {
        await perform[step.event.type as Event['type']](user, step.event as Event, before, run)
        await settle()
        const after = step.state
        if (before.matches({ playing: 'running' }) && step.event.type === 'activity.done')
          run.done.push(activities[before.context.index]!.id)
        // A new activity's timer starts from zero.
        if (after.hasTag('playing') && (!before.hasTag('playing') || after.context.index !== before.context.index)) run.elapsed = 0
        else if (step.event.type === 'routine.skip') run.elapsed = 0
      }
      shows[stateName(step.state)](step.state, run)
    }
  })
})
