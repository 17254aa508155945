import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, type SnapshotFrom } from 'xstate'
import type { EndSignal, TickerInput } from './activity-run'
import { recipeMachine, type RecipeProgress } from './recipe.machine'
import { isRecipeSnapshot, selectOnLastStep, selectRecipeRemainingSeconds, selectRecipeStep, selectStepWait } from './recipe.selectors'
import { replayCoverage, uncovered } from './testing/graph-coverage'
import { describeCardPath } from './testing/models/activity-card.model'
import {
  describeRecipeInput,
  recipeElapsedAfter,
  recipeEvents,
  recipeInput,
  recipeInputs,
  recipePaths,
  recipeSteps,
} from './testing/models/recipe.model'

type Snapshot = SnapshotFrom<typeof recipeMachine>
type StateName = 'idle' | 'running' | 'paused' | 'interrupted' | 'askingStop' | 'completed'

const stateName = (s: Snapshot): StateName =>
  (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]) as StateName

const stepInSight = selectRecipeStep(recipeSteps)

/** What the test saw of the effects the UI would provide. */
interface Effects {
  /** Every effect's name, in order: the journal is written before the celebration. */
  calls: string[]
  /** The `fromSeconds` of every ticker started, in order. */
  tickers: number[]
  tickersRunning: number
  wakeLocksHeld: number
  /** What her device keeps of the run now: nothing (`null`) until it starts and once it ends. */
  kept: RecipeProgress | null
  /** Each end she hears and feels (`signalEnd`), in order. */
  signals: EndSignal['ended'][]
}

const noEffects = (): Effects => ({ calls: [], tickers: [], tickersRunning: 0, wakeLocksHeld: 0, kept: null, signals: [] })

function effectfulMachine(effects: Effects) {
  return recipeMachine.provide({
    actions: {
      recordCompletion: () => void effects.calls.push('recordCompletion'),
      celebrate: () => void effects.calls.push('celebrate'),
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

/** Her step and its timer, kept with the seconds. */
const place = (s: Snapshot) => ({ index: s.context.stepIndex, waitFrom: s.context.waitFrom })

/** Under way, what her steps still take is never under a minute, and the step she is on is in sight. */
function expectUnderWay(s: Snapshot, elapsed: number) {
  expect(s.context.elapsedSeconds).toBe(elapsed)
  expect(s.hasTag('active')).toBe(true)
  expect(stepInSight(s)?.index).toBe(s.context.stepIndex)
  expect(selectRecipeRemainingSeconds(s)).toBeGreaterThanOrEqual(60)
}

// What must hold in each state, whatever path led there; `elapsed` is what the path's ticks imply,
// `finishes` how many times her last tap completed it.
const expectations = {
  idle: (s, effects, elapsed) => {
    expect(elapsed).toBe(0)
    expect(s.context).toMatchObject({ stepIndex: 0, waitFrom: null })
    expect(selectRecipeRemainingSeconds(s)).toBe(300)
    expect(stepInSight(s)).toBeUndefined()
    expect(s.can({ type: 'card.start' })).toBe(true)
    expect(s.can({ type: 'step.next' })).toBe(false)
    expect([effects.tickersRunning, effects.wakeLocksHeld]).toEqual([0, 0])
    expect(effects.kept).toBeNull()
  },
  running: (s, effects, elapsed) => {
    expectUnderWay(s, elapsed)
    expect(s.can({ type: 'card.pause' })).toBe(true)
    // Only her taps move it: on to the next step, or 'Concluir' on the last; back from the second on.
    expect(s.can({ type: 'step.next' })).toBe(true)
    expect(selectOnLastStep(s)).toBe(s.context.stepIndex === 2)
    expect(s.can({ type: 'step.back' })).toBe(s.context.stepIndex > 0)
    expect(s.can({ type: 'step.startWait' })).toBe(selectStepWait(s)?.started === false)
    // One wall-clock ticker, started from the seconds already done, and the screen kept awake.
    expect([effects.tickersRunning, effects.wakeLocksHeld]).toEqual([1, 1])
    expect(effects.tickers.at(-1)).toBeLessThanOrEqual(elapsed)
    // Kept as running since it began to run or her last move, with the step she is on now.
    expect(effects.kept).toEqual({ elapsedSeconds: effects.kept?.elapsedSeconds, running: true, step: place(s) })
    expect(effects.kept?.elapsedSeconds).toBeGreaterThanOrEqual(effects.tickers.at(-1)!)
    expect(effects.kept?.elapsedSeconds).toBeLessThanOrEqual(elapsed)
  },
  paused: (s, effects, elapsed) => {
    expectUnderWay(s, elapsed) // the step she was on, still in sight
    expect(s.can({ type: 'card.resume' })).toBe(true)
    expect(['step.next', 'step.back', 'step.startWait'].some((type) => s.can({ type } as never))).toBe(false)
    expect(s.hasTag('interrupted')).toBe(false)
    expect([effects.tickersRunning, effects.wakeLocksHeld]).toEqual([0, 0])
    expect(effects.kept).toEqual({ elapsedSeconds: elapsed, running: false, step: place(s) })
  },
  // Taken up again after a reload: on the step she was on, waiting for 'Continuar de onde parei'.
  interrupted: (s, effects, elapsed) => {
    expectUnderWay(s, elapsed)
    expect(s.hasTag('interrupted')).toBe(true)
    expect(s.context).toMatchObject({ stepIndex: 1, waitFrom: 30 })
    expect(s.can({ type: 'card.resume' })).toBe(true)
    expect(s.can({ type: 'step.next' })).toBe(false)
    expect([effects.tickersRunning, effects.wakeLocksHeld]).toEqual([0, 0])
    expect(effects.kept).toEqual({ elapsedSeconds: elapsed, running: false, step: place(s) })
    expect(effects.calls).toEqual([])
  },
  // 'Parar?' asked: nothing lost yet, her step and its timer held, only her answer moves on.
  askingStop: (s, effects, elapsed) => {
    expectUnderWay(s, elapsed)
    expect(s.hasTag('askingStop')).toBe(true)
    expect(s.can({ type: 'card.stopConfirm' })).toBe(true)
    expect(s.can({ type: 'card.stopCancel' })).toBe(true)
    expect(['card.pause', 'card.resume', 'step.next', 'step.back'].some((type) => s.can({ type } as never))).toBe(false)
    expect([effects.tickersRunning, effects.wakeLocksHeld]).toEqual([0, 0])
    expect(effects.kept).toEqual({ elapsedSeconds: elapsed, running: false, step: place(s) }) // a reload now loses nothing
  },
  completed: (s, effects, _elapsed, finishes) => {
    expect(s.hasTag('completed')).toBe(true)
    expect(selectRecipeRemainingSeconds(s)).toBe(0)
    expect(stepInSight(s)).toBeUndefined()
    expect(s.can({ type: 'card.repeat' })).toBe(true)
    // Written and celebrated once per 'Concluir', in that order.
    expect(effects.calls).toEqual(Array.from({ length: finishes }, () => ['recordCompletion', 'celebrate']).flat())
    expect([effects.tickersRunning, effects.wakeLocksHeld]).toEqual([0, 0])
    expect(effects.kept).toBeNull()
  },
} satisfies Record<StateName, (snapshot: Snapshot, effects: Effects, elapsed: number, finishes: number) => void>

const pathsByInput = recipeInputs.map((input) => ({ input, paths: recipePaths(input) }))
const labelled = pathsByInput.flatMap(({ input, paths }) =>
  paths.map((path) => [`${describeRecipeInput(input)}: ${describeCardPath(path)}`, input, path] as const),
)

describe('recipe machine, paths generated from its graph', () => {
  it.each(labelled)('%s', (_name, input, path) => {
    const effects = noEffects()
    const actor = createActor(effectfulMachine(effects), { input }).start()
    let elapsed = input.resume?.elapsedSeconds ?? 0
    let finishes = 0
    for (const [index, step] of path.steps.entries()) {
      const before = actor.getSnapshot()
      if (index > 0) actor.send(step.event)
      const snapshot = actor.getSnapshot()
      elapsed = recipeElapsedAfter(elapsed, step.event, index > 0 ? before : undefined, snapshot)
      if (step.event.type === 'step.next' && snapshot.matches('completed') && !before.matches('completed')) finishes++
      expect(snapshot.value).toEqual(step.state.value)
      expect(isRecipeSnapshot(snapshot)).toBe(true)
      expectations[stateName(snapshot)](snapshot, effects, elapsed, finishes)
    }
    actor.stop()
  })

  it('reaches every state and takes every transition', () => {
    const coverage = pathsByInput.reduce(
      (covered, { input, paths }) => replayCoverage(recipeMachine, paths, input, covered),
      { states: new Set<string>(), transitions: new Set<string>() },
    )
    expect(uncovered(recipeMachine, coverage)).toEqual({ states: [], transitions: [] })
  })

  it('lists every event type the machine handles', () => {
    const handled = new Set(recipeMachine.events.filter((type) => !type.startsWith('xstate.')))
    expect(new Set(recipeEvents.map((event) => event.type))).toEqual(handled)
  })
})

describe('recipe machine, a whole recipe', () => {
  it('moves on only by her taps, back one step too, times a waiting step from her tap and completes on the last', () => {
    const effects = noEffects()
    const actor = createActor(effectfulMachine(effects), { input: recipeInput }).start()
    const send = (...events: Parameters<typeof actor.send>[0][]) => events.forEach((event) => actor.send(event))
    const index = () => stepInSight(actor.getSnapshot())?.index
    send({ type: 'card.start' }, { type: 'timer.tick', elapsedSeconds: 400 })
    expect(actor.getSnapshot().value).toBe('running') // past its minutes: still hers to lead
    expect(index()).toBe(0)
    expect(selectStepWait(actor.getSnapshot())).toBeUndefined()
    send({ type: 'step.next' }, { type: 'step.back' }, { type: 'step.next' })
    expect(index()).toBe(1)
    expect(selectStepWait(actor.getSnapshot())).toEqual({ seconds: 600, remainingSeconds: 600, started: false })
    send({ type: 'timer.tick', elapsedSeconds: 460 }) // not started yet: it does not count
    expect(selectStepWait(actor.getSnapshot())?.remainingSeconds).toBe(600)
    send({ type: 'step.startWait' }, { type: 'timer.tick', elapsedSeconds: 520 })
    expect(selectStepWait(actor.getSnapshot())).toEqual({ seconds: 600, remainingSeconds: 540, started: true })
    // Past its minutes, the time left is what its steps still take: never 00:00 with steps to go.
    expect(selectRecipeRemainingSeconds(actor.getSnapshot())).toBe(540 + 60)
    send({ type: 'card.pause' })
    // Kept with the step she is on and its timer: a reload opens it there, the timer counted on.
    expect(effects.kept).toEqual({ elapsedSeconds: 520, running: false, step: { index: 1, waitFrom: 460 } })
    send({ type: 'card.resume' }, { type: 'timer.tick', elapsedSeconds: 1059 })
    expect(effects.signals).toEqual([])
    send({ type: 'timer.tick', elapsedSeconds: 1060 }, { type: 'timer.tick', elapsedSeconds: 1200 })
    expect(selectStepWait(actor.getSnapshot())?.remainingSeconds).toBe(0)
    expect(effects.signals).toEqual(['stepWait']) // the pot is done: once, when its timer ends
    expect(selectRecipeRemainingSeconds(actor.getSnapshot())).toBe(120)
    send({ type: 'step.next' })
    expect(index()).toBe(2)
    expect(effects.kept).toEqual({ elapsedSeconds: 1200, running: true, step: { index: 2, waitFrom: null } })
    expect(selectRecipeRemainingSeconds(actor.getSnapshot())).toBe(60)
    expect(effects.calls).toEqual([])
    send({ type: 'step.next' }) // 'Concluir'
    expect(actor.getSnapshot().value).toBe('completed')
    expect(effects.calls).toEqual(['recordCompletion', 'celebrate'])
    expect(effects.signals).toEqual(['stepWait']) // her own tap ended it: no sound
    send({ type: 'card.repeat' }, { type: 'card.start' })
    expect(index()).toBe(0)
  })

  it('opens a kept recipe on the step she was on, its timer counted on, and rings it at the right time', () => {
    const effects = noEffects()
    const resume = { elapsedSeconds: 700, runsOn: false, step: { index: 1, waitFrom: 400 } }
    const actor = createActor(effectfulMachine(effects), { input: { ...recipeInput, resume } }).start()
    expect(actor.getSnapshot().value).toBe('interrupted') // past its minutes: never run out while she was away
    expect(stepInSight(actor.getSnapshot())?.index).toBe(1)
    expect(selectStepWait(actor.getSnapshot())).toEqual({ seconds: 600, remainingSeconds: 300, started: true })
    actor.send({ type: 'card.resume' })
    expect(effects.tickers).toEqual([700])
    actor.send({ type: 'timer.tick', elapsedSeconds: 1000 })
    expect(effects.signals).toEqual(['stepWait'])
  })

  it('opens a kept step that is not one of the recipe’s at its first step', () => {
    const resume = { elapsedSeconds: 100, runsOn: false, step: { index: 7, waitFrom: 50 } }
    const actor = createActor(recipeMachine, { input: { ...recipeInput, resume } }).start()
    expect(actor.getSnapshot().context).toMatchObject({ stepIndex: 0, waitFrom: null })
  })

  it('forgets a kept timer started later than the seconds kept', () => {
    const resume = { elapsedSeconds: 100, runsOn: false, step: { index: 1, waitFrom: 150 } }
    const actor = createActor(recipeMachine, { input: { ...recipeInput, resume } }).start()
    expect(actor.getSnapshot().context).toMatchObject({ stepIndex: 1, waitFrom: null })
  })

  it('ignores a tick from a clock set back', () => {
    const actor = createActor(recipeMachine, { input: recipeInput }).start()
    actor.send({ type: 'card.start' })
    actor.send({ type: 'timer.tick', elapsedSeconds: 90 })
    actor.send({ type: 'timer.tick', elapsedSeconds: 30 })
    expect(actor.getSnapshot().context.elapsedSeconds).toBe(90)
  })
})
