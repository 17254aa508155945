import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, type SnapshotFrom } from 'xstate'
import { activityCardMachine, selectRemainingSeconds, selectTutorial } from './activity-card.machine'
import type { EndSignal, RunProgress, TickerInput } from './activity-run'
import {
  activityCardEvents,
  activityCardInput,
  activityCardInputs,
  activityCardPaths,
  activityCardSteps,
  describeCardPath,
  describeInput,
  elapsedAfter,
  waitsInput,
} from './testing/models/activity-card.model'
import { replayCoverage, uncovered } from './testing/graph-coverage'

type Snapshot = SnapshotFrom<typeof activityCardMachine>
type StateName = 'idle' | 'running' | 'paused' | 'interrupted' | 'askingStop' | 'completed'

const stateName = (s: Snapshot): StateName =>
  (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]) as StateName

const tutorialStep = selectTutorial(activityCardSteps)

/** The step in sight: the last one the clock has reached. */
function expectStepInSight(s: Snapshot, elapsed: number) {
  expect(tutorialStep(s)?.current.time).toBeLessThanOrEqual(elapsed)
}

/** What the test saw of the effects the UI would provide. */
interface Effects {
  /** Every effect's name, in order: the journal is written before the celebration. */
  calls: string[]
  celebrations: number
  /** The `fromSeconds` of every ticker started, in order. */
  tickers: number[]
  tickersRunning: number
  wakeLocksHeld: number
  /** What her device keeps of the run now: nothing (`null`) until it starts and once it ends. */
  kept: RunProgress | null
  /** Each end she hears and feels (`signalEnd`), in order. */
  signals: EndSignal['ended'][]
}

const noEffects = (): Effects => ({ calls: [], celebrations: 0, tickers: [], tickersRunning: 0, wakeLocksHeld: 0, kept: null, signals: [] })

function effectfulMachine(effects: Effects) {
  return activityCardMachine.provide({
    actions: {
      recordCompletion: () => void effects.calls.push('recordCompletion'),
      celebrate: () => {
        effects.calls.push('celebrate')
        effects.celebrations++
      },
      keepProgress: (_, progress) => void (effects.kept = progress),
      forgetProgress: () => void (effects.kept = null),
      signalEnd: (_, { ended }) => void effects.signals.push(ended),
    },
    actors: {
      ticker: fromCallback<{ type: 'timer.tick'; elapsedSeconds: number }, TickerInput>(({ input }) => {
        effects.tickers.push(input.fromSeconds)
        effects.tickersRunning++
        return () => void effects.tickersRunning--
      }),
      wakeLock: fromCallback(() => {
        effects.wakeLocksHeld++
        return () => void effects.wakeLocksHeld--
      }),
    },
  })
}

// What must hold in each state, whatever path led there; `elapsed` is what the path's ticks imply,
// `finishes` how many times the path's timer reached the end.
const expectations = {
  idle: (s, effects, elapsed) => {
    expect(elapsed).toBe(0)
    expect(selectRemainingSeconds(s)).toBe(300)
    expect(tutorialStep(s)).toBeUndefined()
    expect(s.can({ type: 'card.start' })).toBe(true)
    expect(s.can({ type: 'card.stop' })).toBe(false)
    expect(s.hasTag('askingStop')).toBe(false)
    expect(s.hasTag('completed')).toBe(false)
    expect([effects.tickersRunning, effects.wakeLocksHeld]).toEqual([0, 0])
    expect(effects.kept).toBeNull()
  },
  running: (s, effects, elapsed) => {
    expect(s.context.elapsedSeconds).toBe(elapsed)
    expect(s.hasTag('active')).toBe(true)
    expectStepInSight(s, elapsed)
    expect(s.can({ type: 'card.pause' })).toBe(true)
    expect(s.can({ type: 'card.start' })).toBe(false)
    // One wall-clock ticker, started from the seconds already done, and the screen kept awake.
    expect([effects.tickersRunning, effects.wakeLocksHeld]).toEqual([1, 1])
    expect(effects.tickers.at(-1)).toBeLessThanOrEqual(elapsed)
    // Kept as running since it began to run, from seconds the ticker counted.
    expect(effects.kept).toEqual({ elapsedSeconds: effects.kept?.elapsedSeconds, running: true })
    expect(effects.kept?.elapsedSeconds).toBeGreaterThanOrEqual(effects.tickers.at(-1)!)
    expect(effects.kept?.elapsedSeconds).toBeLessThanOrEqual(elapsed)
  },
  paused: (s, effects, elapsed) => {
    expect(s.context.elapsedSeconds).toBe(elapsed)
    expect(s.hasTag('active')).toBe(true)
    expectStepInSight(s, elapsed) // the step she was on, still in sight
    expect(s.can({ type: 'card.resume' })).toBe(true)
    expect(s.can({ type: 'card.stop' })).toBe(true)
    expect(s.hasTag('interrupted')).toBe(false)
    expect([effects.tickersRunning, effects.wakeLocksHeld]).toEqual([0, 0])
    expect(effects.kept).toEqual({ elapsedSeconds: elapsed, running: false })
  },
  // Taken up again after a reload: where she was, waiting for 'Continuar de onde parei'.
  interrupted: (s, effects, elapsed) => {
    expect(elapsed).toBe(waitsInput.resume!.elapsedSeconds)
    expect(s.context.elapsedSeconds).toBe(elapsed)
    expect(s.hasTag('interrupted')).toBe(true)
    expect(s.hasTag('active')).toBe(true)
    expectStepInSight(s, elapsed)
    expect(s.can({ type: 'card.resume' })).toBe(true)
    expect(s.can({ type: 'card.stop' })).toBe(true)
    expect(s.can({ type: 'card.start' })).toBe(false)
    expect([effects.tickersRunning, effects.wakeLocksHeld]).toEqual([0, 0])
    expect(effects.kept).toEqual({ elapsedSeconds: elapsed, running: false })
    expect(effects.calls).toEqual([])
  },
  // 'Parar?' asked: nothing lost yet, the clock held where she left it, only her answer moves on.
  askingStop: (s, effects, elapsed) => {
    expect(s.hasTag('askingStop')).toBe(true)
    expect(s.hasTag('active')).toBe(true)
    expect(s.context.elapsedSeconds).toBe(elapsed)
    expectStepInSight(s, elapsed)
    expect(s.can({ type: 'card.stopConfirm' })).toBe(true)
    expect(s.can({ type: 'card.stopCancel' })).toBe(true)
    expect(['card.start', 'card.pause', 'card.resume', 'card.stop'].some((type) => s.can({ type } as never))).toBe(false)
    expect([effects.tickersRunning, effects.wakeLocksHeld]).toEqual([0, 0])
    expect(effects.kept).toEqual({ elapsedSeconds: elapsed, running: false }) // a reload now loses no second
  },
  completed: (s, effects, _elapsed, finishes) => {
    expect(s.hasTag('completed')).toBe(true)
    expect(selectRemainingSeconds(s)).toBe(0)
    expect(tutorialStep(s)).toBeUndefined()
    expect(s.can({ type: 'card.repeat' })).toBe(true)
    expect(s.can({ type: 'card.start' })).toBe(false)
    // Written and celebrated once per finish, in that order; opened completed, neither.
    expect(effects.calls).toEqual(Array.from({ length: finishes }, () => ['recordCompletion', 'celebrate']).flat())
    expect([effects.tickersRunning, effects.wakeLocksHeld]).toEqual([0, 0])
    expect(effects.kept).toBeNull()
  },
} satisfies Record<StateName, (snapshot: Snapshot, effects: Effects, elapsed: number, finishes: number) => void>

const pathsByInput = activityCardInputs.map((input) => ({ input, paths: activityCardPaths(input) }))
const labelled = pathsByInput.flatMap(({ input, paths }) =>
  paths.map(
    (path) => [`${describeInput(input)}: ${describeCardPath(path)}`, input, path] as const,
  ),
)

describe('activity-card machine, paths generated from its graph', () => {
  it.each(labelled)('%s', (_name, input, path) => {
    const effects = noEffects()
    const actor = createActor(effectfulMachine(effects), { input }).start()
    let elapsed = input.resume?.elapsedSeconds ?? 0
    // Its time ran out while she was away: written and celebrated as it opens.
    let finishes = input.resume && input.resume.elapsedSeconds >= 300 ? 1 : 0
    for (const [index, step] of path.steps.entries()) {
      const before = actor.getSnapshot()
      if (index > 0) actor.send(step.event)
      const snapshot = actor.getSnapshot()
      elapsed = elapsedAfter(elapsed, step.event, index > 0 ? before : undefined, snapshot)
      if (step.event.type === 'timer.tick' && before.matches('running') && snapshot.matches('completed')) finishes++
      expect(snapshot.value).toEqual(step.state.value)
      expectations[stateName(snapshot)](snapshot, effects, elapsed, finishes)
    }
    actor.stop()
  })

  it('reaches every state and takes every transition', () => {
    const coverage = pathsByInput.reduce(
      (covered, { input, paths }) => replayCoverage(activityCardMachine, paths, input, covered),
      { states: new Set<string>(), transitions: new Set<string>() },
    )
    expect(uncovered(activityCardMachine, coverage)).toEqual({ states: [], transitions: [] })
  })

  it('opens completed, without writing or celebrating, when she did it today; fresh at 03:00', () => {
    const effects = noEffects()
    const actor = createActor(effectfulMachine(effects), {
      input: { ...activityCardInput, completedToday: true },
    }).start()
    expect(actor.getSnapshot().value).toBe('completed')
    expect(effects.calls).toEqual([])
    actor.send({ type: 'day.change' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(selectRemainingSeconds(actor.getSnapshot())).toBe(300)
  })

  it('shows a completion done elsewhere at once, without writing or celebrating; a run under way stays hers', () => {
    const effects = noEffects()
    const actor = createActor(effectfulMachine(effects), { input: activityCardInput }).start()
    actor.send({ type: 'card.start' })
    actor.send({ type: 'timer.tick', elapsedSeconds: 60 })
    actor.send({ type: 'journal.completed' })
    expect(actor.getSnapshot().value).toBe('running')
    expect(selectRemainingSeconds(actor.getSnapshot())).toBe(240)
    actor.send({ type: 'card.stop' })
    actor.send({ type: 'card.stopConfirm' })
    actor.send({ type: 'journal.completed' })
    expect(actor.getSnapshot().hasTag('completed')).toBe(true)
    expect(selectRemainingSeconds(actor.getSnapshot())).toBe(0)
    expect(effects.calls).toEqual([])
  })

  it('lists every event type the machine handles', () => {
    const handled = new Set(activityCardMachine.events.filter((type) => !type.startsWith('xstate.')))
    expect(new Set(activityCardEvents.map((event) => event.type))).toEqual(handled)
  })
})

describe('activity-card machine, a run kept on her device', () => {
  it('runs on from the seconds the wall clock gives when she only went to another screen', () => {
    const effects = noEffects()
    const actor = createActor(effectfulMachine(effects), { input: { activity: { duration: 5 }, resume: { elapsedSeconds: 75, runsOn: true } } }).start()
    expect(actor.getSnapshot().value).toBe('running')
    expect(effects.tickers).toEqual([75])
    expect(selectRemainingSeconds(actor.getSnapshot())).toBe(225)
  })

  it("waits for 'Continuar de onde parei' after a reload, even on a card her journal has today, then counts on", () => {
    const effects = noEffects()
    const actor = createActor(effectfulMachine(effects), {
      input: { activity: { duration: 5 }, completedToday: true, resume: { elapsedSeconds: 75, runsOn: false } },
    }).start()
    expect(actor.getSnapshot().value).toBe('interrupted')
    expect(selectRemainingSeconds(actor.getSnapshot())).toBe(225)
    expect(effects.kept).toEqual({ elapsedSeconds: 75, running: false }) // a second reload starts from here
    actor.send({ type: 'card.resume' })
    expect(effects.tickers).toEqual([75])
    expect(effects.kept).toEqual({ elapsedSeconds: 75, running: true })
  })

  it('is written, then celebrated, as it opens when its time ran out while she was away; nothing is kept after', () => {
    const effects = noEffects()
    effects.kept = { elapsedSeconds: 240, running: true }
    const actor = createActor(effectfulMachine(effects), { input: { activity: { duration: 5 }, resume: { elapsedSeconds: 300, runsOn: true } } }).start()
    expect(actor.getSnapshot().value).toBe('completed')
    expect(effects.calls).toEqual(['recordCompletion', 'celebrate'])
    expect(effects.kept).toBeNull()
  })
})

describe('activity-card machine, a whole run', () => {
  it('start, pause, resume, stop (asked, kept, then confirmed), start again, complete, repeat', () => {
    const effects = noEffects()
    const actor = createActor(effectfulMachine(effects), { input: activityCardInput }).start()
    const send = (...events: Parameters<typeof actor.send>[0][]) => events.forEach((event) => actor.send(event))
    send({ type: 'card.start' }, { type: 'timer.tick', elapsedSeconds: 40 }, { type: 'card.pause' })
    expect(actor.getSnapshot().context.elapsedSeconds).toBe(40)
    send({ type: 'card.resume' }, { type: 'timer.tick', elapsedSeconds: 95 })
    expect(effects.tickers).toEqual([0, 40]) // the resumed ticker counts on from where she paused
    expect(tutorialStep(actor.getSnapshot())?.current.title).toBe('Torção suave sentada')
    send({ type: 'card.stop' }) // asks first: nothing lost yet
    expect(actor.getSnapshot().value).toEqual({ askingStop: 'fromRunning' })
    expect(selectRemainingSeconds(actor.getSnapshot())).toBe(205)
    send({ type: 'card.stopCancel' })
    expect(actor.getSnapshot().value).toBe('running')
    expect(effects.tickers).toEqual([0, 40, 95]) // on from where she was asked
    send({ type: 'card.pause' }, { type: 'card.stop' }, { type: 'card.stopCancel' })
    expect(actor.getSnapshot().value).toBe('paused') // back where she was: paused stays paused
    send({ type: 'card.stop' }, { type: 'card.stopConfirm' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(selectRemainingSeconds(actor.getSnapshot())).toBe(300)
    send({ type: 'card.start' }, { type: 'timer.tick', elapsedSeconds: 299 })
    expect(selectRemainingSeconds(actor.getSnapshot())).toBe(1)
    expect(effects.signals).toEqual([])
    send({ type: 'timer.tick', elapsedSeconds: 301 }) // a late tick after the phone slept
    expect(actor.getSnapshot().value).toBe('completed')
    expect(effects.signals).toEqual(['activity']) // she hears and feels the end
    expect(selectRemainingSeconds(actor.getSnapshot())).toBe(0)
    expect(effects.celebrations).toBe(1)
    send({ type: 'card.repeat' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(selectRemainingSeconds(actor.getSnapshot())).toBe(300)
  })

  it('ignores a tick from a clock set back', () => {
    const actor = createActor(activityCardMachine, { input: activityCardInput }).start()
    actor.send({ type: 'card.start' })
    actor.send({ type: 'timer.tick', elapsedSeconds: 90 })
    actor.send({ type: 'timer.tick', elapsedSeconds: 30 })
    expect(actor.getSnapshot().context.elapsedSeconds).toBe(90)
  })
})
