import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, SimulatedClock, type SnapshotFrom } from 'xstate'
import type { Playable } from '../data/playable'
import { routineMachine, selectCurrentActivity, selectPosition, type RoutineInput, type RoutinePlace } from './routine.machine'
import { replayCoverage, uncovered } from './testing/graph-coverage'
import {
  breatherEndEvent,
  describeRoutinePath,
  resumedInputs,
  routineEvents,
  recipeFirstInput,
  routineInput,
  routinePaths,
} from './testing/models/routine.model'

type Snapshot = SnapshotFrom<typeof routineMachine>
type StateName = 'ready' | 'running' | 'paused' | 'interrupted' | 'counting' | 'held' | 'finished' | 'stopped'

interface Effects {
  recorded: string[]
  routines: number
  celebrations: number
  /** Screen Wake Locks the routine itself holds (its activities hold their own). */
  wakeLocksHeld: number
  /** Where her device keeps her: nothing (`null`) before she starts and once it ends. */
  place: RoutinePlace | null
}

const noEffects = (): Effects => ({ recorded: [], routines: 0, celebrations: 0, wakeLocksHeld: 0, place: null })

function effectfulMachine(effects: Effects) {
  return routineMachine.provide({
    actors: {
      wakeLock: fromCallback(() => {
        effects.wakeLocksHeld++
        return () => void effects.wakeLocksHeld--
      }),
    },
    actions: {
      recordActivity: (_, { activity }: { activity: Playable }) => void effects.recorded.push(activity.id),
      recordRoutine: () => void effects.routines++,
      celebrate: () => void effects.celebrations++,
      keepPlace: (_, place) => void (effects.place = place),
      forgetPlace: () => void (effects.place = null),
    },
  })
}

function stateName(s: Snapshot): StateName {
  if (s.matches({ breather: 'counting' })) return 'counting'
  if (s.matches({ breather: 'held' })) return 'held'
  if (s.matches({ playing: 'running' })) return 'running'
  if (s.matches({ playing: 'paused' })) return 'paused'
  if (s.matches({ playing: 'interrupted' })) return 'interrupted'
  return s.value as StateName
}

const cardState = (s: Snapshot) => s.children.activity?.getSnapshot().value
/** Her activity's own machine: a recipe's, led by her taps, for a recipe only. */
const ledByHer = (s: Snapshot) => s.children.activity?.getSnapshot().hasTag('ledByHer')
const isRecipe = (activity: Playable | undefined) => Boolean(activity?.stepWaits?.length)

/** What the path implies: the activities she completed, in order. */
const expectations = {
  ready: (s, effects, _done, activities) => {
    expect(selectCurrentActivity(s)).toBe(activities[0])
    expect(s.can({ type: 'routine.start' })).toBe(true)
    expect(cardState(s)).toBeUndefined()
    expect(effects.recorded).toEqual([])
    expect(effects.wakeLocksHeld).toBe(0)
    expect(effects.place).toBeNull()
  },
  running: (s, effects, done, activities) => {
    expect(s.hasTag('playing')).toBe(true)
    expect(cardState(s)).toBe('running') // its activity's actor, started at once
    expect(ledByHer(s)).toBe(isRecipe(activities[s.context.index]))
    expect(selectPosition(s)).toEqual({ number: s.context.index + 1, total: 2 })
    expect(s.can({ type: 'routine.skip' })).toBe(true)
    expect(s.can({ type: 'routine.pause' })).toBe(true)
    expect(s.can({ type: 'routine.resume' })).toBe(false)
    expect(effects.recorded).toEqual(done)
    expect(effects.wakeLocksHeld).toBe(0) // the activity holds its own
    expect(effects.place).toMatchObject({ index: s.context.index, completed: s.context.completed })
  },
  paused: (s, effects, done, activities) => {
    expect(s.hasTag('paused')).toBe(true)
    expect(ledByHer(s)).toBe(isRecipe(activities[s.context.index]))
    expect(s.hasTag('interrupted')).toBe(false)
    expect(cardState(s)).toBe('paused') // routine.pause reached it
    expect(s.can({ type: 'routine.resume' })).toBe(true)
    expect(s.can({ type: 'routine.pause' })).toBe(false)
    expect(effects.recorded).toEqual(done)
    expect(effects.wakeLocksHeld).toBe(0)
    expect(effects.place).toMatchObject({ index: s.context.index, activity: { running: false } })
  },
  // After a reload: her activity waits where she was, for 'Continuar de onde parei'.
  interrupted: (s, effects, done) => {
    expect(s.hasTag('interrupted')).toBe(true)
    expect(cardState(s)).toBe('interrupted')
    expect(s.children.activity!.getSnapshot().context.elapsedSeconds).toBe(60)
    expect(s.can({ type: 'routine.resume' })).toBe(true)
    expect(s.can({ type: 'routine.pause' })).toBe(false)
    expect(s.can({ type: 'routine.skip' })).toBe(true)
    expect(effects.recorded).toEqual(done)
    expect(effects.place).toMatchObject({ index: 0, completed: 0, activity: { running: false } })
  },
  counting: (s, effects, done, activities) => {
    expect(s.hasTag('breather')).toBe(true)
    expect(s.hasTag('held')).toBe(false)
    expect(selectCurrentActivity(s)).toBe(activities[1]) // what comes next
    expect(cardState(s)).toBeUndefined()
    expect(s.can({ type: 'routine.next' })).toBe(true)
    expect(effects.recorded).toEqual(done)
    expect(effects.wakeLocksHeld).toBe(1) // the screen stays on until the next activity starts
    expect(effects.place).toEqual({ index: s.context.index, completed: s.context.completed, activity: null })
  },
  held: (s, effects, done) => {
    expect(s.hasTag('held')).toBe(true)
    expect(s.can({ type: 'routine.next' })).toBe(true)
    expect(s.can({ type: 'routine.pause' })).toBe(false)
    expect(effects.recorded).toEqual(done)
    expect(effects.wakeLocksHeld).toBe(0) // held as long as she likes: the screen may sleep
    expect(effects.place).toEqual({ index: s.context.index, completed: s.context.completed, activity: null })
  },
  finished: (s, effects, done) => {
    expect(s.status).toBe('done')
    expect(effects.recorded).toEqual(done)
    // The routine counts, and is celebrated, only if she completed something in it (before a reload, too).
    expect([effects.routines, effects.celebrations]).toEqual(s.context.completed > 0 ? [1, 1] : [0, 0])
    expect(effects.wakeLocksHeld).toBe(0)
    expect(effects.place).toBeNull()
  },
  stopped: (s, effects, done) => {
    expect(s.status).toBe('done')
    expect(s.hasTag('finished')).toBe(false)
    expect(effects.recorded).toEqual(done)
    expect([effects.routines, effects.celebrations]).toEqual([0, 0])
    expect(effects.wakeLocksHeld).toBe(0) // released when she leaves, even mid-breather
    expect(effects.place).toBeNull()
  },
} satisfies Record<StateName, (snapshot: Snapshot, effects: Effects, done: string[], activities: readonly Playable[]) => void>

const pathsByInput: { name: string; input: RoutineInput }[] = [
  { name: 'from the start', input: routineInput },
  { name: 'a recipe first', input: recipeFirstInput },
  ...Object.entries(resumedInputs).map(([name, input]) => ({ name: `kept, ${name}`, input })),
]
const labelled = pathsByInput.flatMap(({ name, input }) =>
  routinePaths(input).map((path) => [`${name}: ${describeRoutinePath(path)}`, input, path] as const),
)

describe('routine machine, paths generated from its graph', () => {
  it.each(labelled)('%s', (_name, input, path) => {
    const effects = noEffects()
    const actor = createActor(effectfulMachine(effects), { input, clock: new SimulatedClock() }).start()
    // An activity whose time ran out while she was away is recorded as the routine opens.
    const ranOut = input.resume?.activity && input.resume.activity.elapsedSeconds >= input.activities[input.resume.index]!.minutes * 60
    const done: string[] = ranOut ? [input.activities[input.resume!.index]!.id] : []
    for (const [index, step] of path.steps.entries()) {
      const before = actor.getSnapshot()
      if (index > 0) actor.send(step.event)
      if (index > 0 && step.event.type === 'activity.done' && before.matches({ playing: 'running' }))
        done.push(input.activities[before.context.index]!.id)
      const snapshot = actor.getSnapshot()
      expect(snapshot.value).toEqual(step.state.value)
      expectations[stateName(snapshot)](snapshot, effects, done, input.activities)
    }
    actor.stop()
  })

  it('reaches every state and takes every transition', () => {
    const coverage = pathsByInput.reduce(
      (covered, { input }) => replayCoverage(routineMachine, routinePaths(input), input, covered),
      { states: new Set<string>(), transitions: new Set<string>() },
    )
    expect(uncovered(routineMachine, coverage)).toEqual({ states: [], transitions: [] })
  })

  it('lists every event type the machine handles', () => {
    const handled = new Set(routineMachine.events.filter((type) => !type.startsWith('xstate.')))
    const listed = routineEvents.map((event): string => event.type).filter((type) => type !== breatherEndEvent.type)
    expect(new Set(listed)).toEqual(handled)
  })
})

describe('routine machine, a whole run', () => {
  it("each activity's own timer ends it; the breather's 15 s start the next; the end records and celebrates", () => {
    const effects = noEffects()
    const clock = new SimulatedClock()
    const actor = createActor(effectfulMachine(effects), { input: routineInput, clock }).start()
    actor.send({ type: 'routine.start' })
    const card = () => actor.getSnapshot().children.activity!
    card().send({ type: 'timer.tick', elapsedSeconds: 180 }) // ombros-soltos: 3 min
    expect(actor.getSnapshot().hasTag('breather')).toBe(true)
    expect(effects.recorded).toEqual(['ombros-soltos'])
    expect(effects.wakeLocksHeld).toBe(1)
    clock.increment(14_999)
    expect(actor.getSnapshot().hasTag('breather')).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().hasTag('playing')).toBe(true)
    expect(card().getSnapshot().context.totalSeconds).toBe(120)
    card().send({ type: 'card.pause' })
    card().send({ type: 'card.resume' })
    card().send({ type: 'timer.tick', elapsedSeconds: 120 })
    expect(actor.getSnapshot().status).toBe('done')
    expect(effects).toEqual({ recorded: ['ombros-soltos', 'punhos-e-maos'], routines: 1, celebrations: 1, wakeLocksHeld: 0, place: null })
  })

  it('keeps where she is as her activity starts, pauses and resumes, and takes it up there after a reload', () => {
    const effects = noEffects()
    const actor = createActor(effectfulMachine(effects), { input: routineInput }).start()
    actor.send({ type: 'routine.start' })
    expect(effects.place).toEqual({ index: 0, completed: 0, activity: { elapsedSeconds: 0, running: true } })
    actor.getSnapshot().children.activity!.send({ type: 'timer.tick', elapsedSeconds: 70 })
    actor.send({ type: 'routine.pause' })
    expect(effects.place).toEqual({ index: 0, completed: 0, activity: { elapsedSeconds: 70, running: false } })
    actor.stop()

    const again = noEffects()
    const resumed = createActor(effectfulMachine(again), {
      input: { ...routineInput, resume: { index: 0, completed: 0, activity: { elapsedSeconds: 70 } } },
    }).start()
    expect(resumed.getSnapshot().value).toEqual({ playing: 'interrupted' })
    resumed.send({ type: 'routine.resume' })
    const card = resumed.getSnapshot().children.activity!
    expect(card.getSnapshot().value).toBe('running')
    expect(card.getSnapshot().context.elapsedSeconds).toBe(70)
    expect(again.place).toEqual({ index: 0, completed: 0, activity: { elapsedSeconds: 70, running: true } })
    card.send({ type: 'timer.tick', elapsedSeconds: 180 })
    expect(again.recorded).toEqual(['ombros-soltos'])
  })

  it('moves a recipe by her taps, as it does alone, keeps its step, and opens there after a reload', () => {
    const recipe: Playable = {
      id: 'sopa',
      title: 'Sopa',
      description: '',
      minutes: 2,
      type: 'food',
      kind: 'recipe',
      stepWaits: [0, 300, 0],
    }
    const input: RoutineInput = { activities: [recipe, routineInput.activities[0]!] }
    const effects = noEffects()
    const actor = createActor(effectfulMachine(effects), { input }).start()
    actor.send({ type: 'routine.start' })
    const card = () => actor.getSnapshot().children.activity!
    card().send({ type: 'timer.tick', elapsedSeconds: 200 }) // past its 2 minutes: still on it
    expect(actor.getSnapshot().hasTag('playing')).toBe(true)
    expect(effects.recorded).toEqual([])
    card().send({ type: 'step.next' })
    card().send({ type: 'step.startWait' })
    expect(effects.place).toEqual({ index: 0, completed: 0, activity: { elapsedSeconds: 200, running: true, step: { index: 1, waitFrom: 200 } } })
    actor.stop()

    const again = noEffects()
    const resumed = createActor(effectfulMachine(again), {
      input: { ...input, resume: { index: 0, completed: 0, activity: { elapsedSeconds: 400, step: { index: 1, waitFrom: 200 } } } },
    }).start()
    expect(resumed.getSnapshot().value).toEqual({ playing: 'interrupted' }) // a recipe never runs out while she is away
    const kept = resumed.getSnapshot().children.activity!
    expect(kept.getSnapshot().context).toMatchObject({ stepIndex: 1, waitFrom: 200, elapsedSeconds: 400 })
    resumed.send({ type: 'routine.resume' })
    kept.send({ type: 'step.next' })
    kept.send({ type: 'step.next' }) // 'Concluir'
    expect(again.recorded).toEqual(['sopa'])
    expect(resumed.getSnapshot().hasTag('breather')).toBe(true)
  })

  it('records the activity whose time ran out while she was away, then waits for her in the breather', () => {
    const effects = noEffects()
    const actor = createActor(effectfulMachine(effects), { input: resumedInputs['ran out, one more to go'] }).start()
    expect(actor.getSnapshot().value).toEqual({ breather: 'held' })
    expect(effects.recorded).toEqual(['ombros-soltos'])
    expect(selectCurrentActivity(actor.getSnapshot())).toBe(routineInput.activities[1])
    actor.send({ type: 'routine.next' })
    expect(actor.getSnapshot().children.activity!.getSnapshot().value).toBe('running') // a fresh start, no resume left
    expect(actor.getSnapshot().children.activity!.getSnapshot().context.elapsedSeconds).toBe(0)
  })

  it('pause and resume reach the activity playing', () => {
    const actor = createActor(routineMachine, { input: routineInput }).start()
    actor.send({ type: 'routine.start' })
    actor.send({ type: 'routine.pause' })
    expect(actor.getSnapshot().children.activity!.getSnapshot().value).toBe('paused')
    actor.send({ type: 'routine.resume' })
    expect(actor.getSnapshot().children.activity!.getSnapshot().value).toBe('running')
  })
})
