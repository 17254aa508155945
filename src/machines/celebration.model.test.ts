import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate'
import { motivationalPhrases } from '../data/daily'
import { celebrationMachine } from './celebration.machine'
import {
  burstEvent,
  celebrationEvents,
  celebrationInput,
  celebrationPaths,
  confettiEndEvent,
  describeCelebrationPath,
} from './testing/models/celebration.model'
import { replayCoverage, uncovered } from './testing/graph-coverage'

type Snapshot = SnapshotFrom<typeof celebrationMachine>
type StateName = 'closed' | 'confetti' | 'calm'

function stateName(snapshot: Snapshot): StateName {
  if (snapshot.matches('closed')) return 'closed'
  return snapshot.matches({ open: 'confetti' }) ? 'confetti' : 'calm'
}

// random() is 0.5 in the model: the 4th of the 7 phrases (index 3).
const expected = motivationalPhrases[3]

const expectations = {
  closed: (s) => {
    expect(s.hasTag('open')).toBe(false)
    expect(s.hasTag('confetti')).toBe(false)
    expect(s.can({ type: 'celebration.close' })).toBe(false)
  },
  confetti: (s, bursts) => {
    expect(s.hasTag('open')).toBe(true)
    expect(s.hasTag('confetti')).toBe(true)
    expect(s.context.phrase).toBe(expected)
    expect(s.context.bursts).toBe(bursts)
  },
  calm: (s) => {
    expect(s.hasTag('open')).toBe(true)
    expect(s.hasTag('confetti')).toBe(false)
    expect(s.context.phrase).toBe(expected)
    expect(s.can({ type: 'celebration.close' })).toBe(true)
  },
} satisfies Record<StateName, (snapshot: Snapshot, bursts: number) => void>

const paths = celebrationPaths()

describe('celebration machine, paths generated from its graph', () => {
  it.each(paths.map((path) => [describeCelebrationPath(path), path] as const))('%s', (_name, path) => {
    // The simulated clock never advances here: the paths carry the delays as events.
    const actor = createActor(celebrationMachine, { input: celebrationInput, clock: new SimulatedClock() }).start()
    let bursts = 0
    let title = ''
    for (const [index, step] of path.steps.entries()) {
      const before = actor.getSnapshot()
      if (index > 0) actor.send(step.event)
      const snapshot = actor.getSnapshot()
      if (step.event.type === 'celebration.open') {
        bursts = step.event.reducedMotion ? 0 : 1
        title = step.event.activityTitle
      }
      if ((step.event as { type: string }).type === burstEvent.type && before.hasTag('confetti')) bursts++
      expect(snapshot.value).toEqual(step.state.value)
      if (snapshot.hasTag('open')) expect(snapshot.context.activityTitle).toBe(title)
      expectations[stateName(snapshot)](snapshot, bursts)
    }
    actor.stop()
  })

  it('reaches every state and takes every transition', () => {
    const coverage = replayCoverage(celebrationMachine, paths, celebrationInput)
    expect(uncovered(celebrationMachine, coverage)).toEqual({ states: [], transitions: [] })
  })

  it('models every event the machine handles, delays included', () => {
    const modelled = new Set(celebrationEvents.map((event) => event.type))
    expect(new Set(celebrationMachine.events)).toEqual(modelled)
  })
})

describe('celebration machine, on its own clock', () => {
  const open = { type: 'celebration.open', activityTitle: 'Respiração da Calma', reducedMotion: false } as const

  it('bursts every 250 ms for 3000 ms, then stays open and calm until Continuar', () => {
    const clock = new SimulatedClock()
    const actor = createActor(celebrationMachine, { input: celebrationInput, clock }).start()
    actor.send(open)
    // SimulatedClock fires only what was due when it was moved: move it as time really passes.
    for (let ms = 0; ms < 2750; ms += 250) clock.increment(250)
    clock.increment(249)
    expect(actor.getSnapshot().hasTag('confetti')).toBe(true)
    expect(actor.getSnapshot().context.bursts).toBe(12) // at 0, 250, …, 2750 ms
    clock.increment(1)
    expect(stateName(actor.getSnapshot())).toBe('calm')
    expect(actor.getSnapshot().context.bursts).toBe(12)
    clock.increment(60_000)
    expect(stateName(actor.getSnapshot())).toBe('calm')
    actor.send({ type: 'celebration.close' })
    expect(stateName(actor.getSnapshot())).toBe('closed')
  })

  it('with reduced motion opens calm: no confetti, no timers', () => {
    const clock = new SimulatedClock()
    const actor = createActor(celebrationMachine, { input: celebrationInput, clock }).start()
    actor.send({ ...open, reducedMotion: true })
    expect(stateName(actor.getSnapshot())).toBe('calm')
    expect(actor.getSnapshot().context.bursts).toBe(0)
  })

  it('picks each of the 7 phrases from the injected random source', () => {
    const phrases = motivationalPhrases.map((_phrase, index) => {
      const random = () => (index + 0.5) / motivationalPhrases.length
      const actor = createActor(celebrationMachine, { input: { random } }).start()
      actor.send({ ...open, reducedMotion: true })
      return actor.getSnapshot().context.phrase
    })
    expect(phrases).toEqual([...motivationalPhrases])
  })

  it('a second activity finishing while open starts the confetti over with a new phrase', () => {
    const clock = new SimulatedClock()
    const values = [0, 0.99]
    const actor = createActor(celebrationMachine, { input: { random: () => values.shift() ?? 0 }, clock }).start()
    actor.send(open)
    clock.increment(3000)
    actor.send({ ...open, activityTitle: 'Café da manhã rápido' })
    expect(actor.getSnapshot().hasTag('confetti')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({
      phrase: motivationalPhrases[6],
      activityTitle: 'Café da manhã rápido',
      bursts: 1,
    })
    clock.increment(3000)
    expect(stateName(actor.getSnapshot())).toBe('calm')
  })

  it('ignores the delays once closed', () => {
    const actor = createActor(celebrationMachine, { input: celebrationInput }).start()
    actor.send(confettiEndEvent as never)
    expect(stateName(actor.getSnapshot())).toBe('closed')
  })
})
